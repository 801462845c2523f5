import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { parseFrenchDate } from '../../domain/dates.ts';

/** A typed 05/06/2026 is the 5th of June: Mantine's own parser reads it the American way. */
const parseTypedDate = (typed: string) => parseFrenchDate(typed) ?? null;

/**
 * The app's date field: French month and day names, weeks from Monday, typed as JJ/MM/AAAA. Its
 * styles and dayjs's French come with the one form that shows it, not with every page.
 */
export function FrenchDateInput(props: DateInputProps) {
  return (
    <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>
      <DateInput valueFormat="DD/MM/YYYY" placeholder="JJ/MM/AAAA" dateParser={parseTypedDate} {...props} />
    </DatesProvider>
  );
}

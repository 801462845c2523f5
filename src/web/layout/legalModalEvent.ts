/** The legal modal listens for this window event, so any page (public or not) can open it. */
export const OPEN_LEGAL_MODAL_EVENT = 'open-legal-modal';

export function openLegalModal(): void {
  window.dispatchEvent(new Event(OPEN_LEGAL_MODAL_EVENT));
}

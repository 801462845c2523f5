import {
  Calendar,
  Camera,
  CreditCard,
  Film,
  Folder,
  Headphones,
  Image,
  type LucideIcon,
  Mic,
  Monitor,
  Music,
  Speaker,
  Tag,
  Tv,
  Video,
} from 'lucide-react';
import type { CategoryIcon } from '../../../domain/materials.ts';

/** The spec names category icons by their lucide name: the one place that turns a name into a drawing. */
export const CATEGORY_ICON_COMPONENTS: Record<CategoryIcon, LucideIcon> = {
  Folder,
  Camera,
  Video,
  CreditCard,
  Calendar,
  Music,
  Mic,
  Monitor,
  Speaker,
  Tv,
  Headphones,
  Film,
  Image,
  Tag,
};

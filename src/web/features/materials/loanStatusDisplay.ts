import {
  Ban,
  CircleCheck,
  CircleCheckBig,
  CircleX,
  Hourglass,
  type LucideIcon,
  PackageCheck,
  PackageOpen,
  PackageX,
  TriangleExclamationPoint,
} from 'lucide-react';
import type { LoanStatus } from '../../../domain/materials.ts';

/** How each loan status looks, on the member's and the administrators' lists alike. */
export const LOAN_STATUS_DISPLAY: Record<LoanStatus, { color: string; icon: LucideIcon }> = {
  'En attente': { color: 'yellow', icon: Hourglass },
  Confirmé: { color: 'blue', icon: CircleCheck },
  Refusé: { color: 'red', icon: CircleX },
  Retiré: { color: 'violet', icon: PackageOpen },
  'Retourné - RAS': { color: 'green', icon: PackageCheck },
  'Retourné - Défaut': { color: 'orange', icon: TriangleExclamationPoint },
  'Non retourné': { color: 'red', icon: PackageX },
  Annulé: { color: 'gray', icon: Ban },
  Terminé: { color: 'teal', icon: CircleCheckBig },
};

import {
  ArrowLeftRight,
  BookOpenText,
  Boxes,
  Building,
  CalendarDays,
  Columns3,
  FileText,
  FolderOpen,
  FolderTree,
  HandHeart,
  IdCard,
  Landmark,
  LayoutDashboard,
  Lightbulb,
  type LucideIcon,
  Mail,
  Package,
  PackageSearch,
  Scale,
  ScrollText,
  Settings,
  UserCheck,
  UserRound,
  Users,
  UserX,
  Wallet,
} from 'lucide-react';
import type { ModuleName } from '../../domain/modules.ts';

/** `module`: the entry goes while the association has switched that module off. */
export type NavItem = { label: string; to: string; icon: LucideIcon; module?: ModuleName };

export const MEMBER_NAV: NavItem[] = [
  { label: 'Tableau de bord', to: '/', icon: LayoutDashboard },
  { label: 'Mon profil', to: '/profile', icon: UserRound },
  { label: 'Documents', to: '/documents', icon: FileText },
  { label: 'Événements', to: '/evenements', icon: CalendarDays },
  { label: 'Messages', to: '/messages', icon: Mail },
  { label: 'Structures', to: '/structures', icon: Building, module: 'structures' },
  { label: 'Dossiers', to: '/dossiers', icon: FolderOpen, module: 'dossiers' },
  { label: 'Adhésion', to: '/adhesion', icon: IdCard },
  { label: 'Mes dons', to: '/mes-dons', icon: HandHeart },
  { label: 'Assemblée générale', to: '/assemblee-generale', icon: Landmark },
  { label: 'Questions inspirantes', to: '/aide-questions', icon: Lightbulb, module: 'questions' },
  { label: 'Comparateur de formats', to: '/comparateur-formats', icon: Columns3, module: 'comparator' },
  { label: 'Réserver du matériel', to: '/material/reservation', icon: PackageSearch, module: 'materials' },
  { label: 'Mes emprunts', to: '/material/loans', icon: ArrowLeftRight, module: 'materials' },
];

/** The spec keeps the assemblies page out of the admin sidebar; it is reached from the dashboard tiles. */
export const ADMIN_NAV: NavItem[] = [
  { label: 'Tableau de bord admin', to: '/admin', icon: LayoutDashboard },
  { label: 'Utilisateurs', to: '/admin/users', icon: Users },
  { label: 'Documents', to: '/admin/documents', icon: FileText },
  { label: 'Messages', to: '/admin/messages', icon: Mail },
  { label: 'Questions', to: '/admin/aide-questions', icon: Lightbulb, module: 'questions' },
  { label: 'Informations légales', to: '/admin/legal-infos', icon: Scale },
  { label: 'Validation des adhésions', to: '/admin/validation-adhesions', icon: UserCheck },
  { label: 'Paiements', to: '/admin/paiements', icon: Wallet },
  { label: 'Dons', to: '/admin/dons', icon: HandHeart },
  { label: 'Comptabilité', to: '/admin/comptabilite', icon: BookOpenText },
  { label: 'Matériel', to: '/admin/material', icon: Package, module: 'materials' },
  { label: 'Catégories', to: '/admin/material/categories', icon: FolderTree, module: 'materials' },
  { label: 'Emprunts', to: '/admin/material/loans', icon: Boxes, module: 'materials' },
  { label: 'Suppressions de compte', to: '/admin/effacements', icon: UserX },
  { label: 'Paramètres', to: '/admin/parametres', icon: Settings },
  { label: 'Journal', to: '/admin/journal', icon: ScrollText },
];

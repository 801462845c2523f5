import {
  ArrowLeftRight,
  Boxes,
  Building,
  CalendarDays,
  Columns3,
  FileText,
  FolderOpen,
  FolderTree,
  IdCard,
  Landmark,
  LayoutDashboard,
  Lightbulb,
  type LucideIcon,
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

export type NavItem = { label: string; to: string; icon: LucideIcon };

export const MEMBER_NAV: NavItem[] = [
  { label: 'Tableau de bord', to: '/', icon: LayoutDashboard },
  { label: 'Mon profil', to: '/profile', icon: UserRound },
  { label: 'Documents', to: '/documents', icon: FileText },
  { label: 'Événements', to: '/evenements', icon: CalendarDays },
  { label: 'Structures', to: '/structures', icon: Building },
  { label: 'Dossiers', to: '/dossiers', icon: FolderOpen },
  { label: 'Adhésion', to: '/adhesion', icon: IdCard },
  { label: 'Assemblée générale', to: '/assemblee-generale', icon: Landmark },
  { label: 'Questions inspirantes', to: '/aide-questions', icon: Lightbulb },
  { label: 'Comparateur de formats', to: '/comparateur-formats', icon: Columns3 },
  { label: 'Réserver du matériel', to: '/material/reservation', icon: PackageSearch },
  { label: 'Mes emprunts', to: '/material/loans', icon: ArrowLeftRight },
];

/** The spec keeps the assemblies page out of the admin sidebar; it is reached from the dashboard tiles. */
export const ADMIN_NAV: NavItem[] = [
  { label: 'Tableau de bord admin', to: '/admin', icon: LayoutDashboard },
  { label: 'Utilisateurs', to: '/admin/users', icon: Users },
  { label: 'Documents', to: '/admin/documents', icon: FileText },
  { label: 'Questions', to: '/admin/aide-questions', icon: Lightbulb },
  { label: 'Informations légales', to: '/admin/legal-infos', icon: Scale },
  { label: 'Validation des adhésions', to: '/admin/validation-adhesions', icon: UserCheck },
  { label: 'Paiements', to: '/admin/paiements', icon: Wallet },
  { label: 'Matériel', to: '/admin/material', icon: Package },
  { label: 'Catégories', to: '/admin/material/categories', icon: FolderTree },
  { label: 'Emprunts', to: '/admin/material/loans', icon: Boxes },
  { label: 'Suppressions de compte', to: '/admin/effacements', icon: UserX },
  { label: 'Paramètres', to: '/admin/parametres', icon: Settings },
  { label: 'Journal', to: '/admin/journal', icon: ScrollText },
];

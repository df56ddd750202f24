import {
  Banknote,
  History,
  CalendarCheck,
  CalendarDays,
  Clock,
  FileText,
  IdCard,
  KeyRound,
  ImageIcon,
  Mail,
  Newspaper,
  Send,
  Sparkles,
  Star,
  Sun,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

import type { DashboardTab } from '../utils/dashboard-params';

/** Each place's icon in the navigation (beside its name, never alone). */
export const placeIcons: Record<DashboardTab, LucideIcon> = {
  today: Sun,
  calendar: CalendarDays,
  bookings: CalendarCheck,
  customers: Users,
  messages: Mail,
  services: Sparkles,
  team: UsersRound,
  hours: Clock,
  blog: Newspaper,
  gallery: ImageIcon,
  'team-page': IdCard,
  reviews: Star,
  income: Banknote,
  reports: FileText,
  outbox: Send,
  staff: KeyRound,
  activity: History,
};

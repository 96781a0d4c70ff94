import ArrowLeftRight from "lucide-react/icons/arrow-left-right";
import BookOpen from "lucide-react/icons/book-open";
import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import Calculator from "lucide-react/icons/calculator";
import CalendarClock from "lucide-react/icons/calendar-clock";
import ChartLine from "lucide-react/icons/chart-line";
import CodeXml from "lucide-react/icons/code-xml";
import Contact from "lucide-react/icons/contact";
import CreditCard from "lucide-react/icons/credit-card";
import FilePenLine from "lucide-react/icons/file-pen-line";
import FlaskConical from "lucide-react/icons/flask-conical";
import Gift from "lucide-react/icons/gift";
import Globe from "lucide-react/icons/globe";
import HandHelping from "lucide-react/icons/hand-helping";
import Headset from "lucide-react/icons/headset";
import Languages from "lucide-react/icons/languages";
import LayoutGrid from "lucide-react/icons/layout-grid";
import LayoutTemplate from "lucide-react/icons/layout-template";
import ListChecks from "lucide-react/icons/list-checks";
import Mail from "lucide-react/icons/mail";
import Mails from "lucide-react/icons/mails";
import Megaphone from "lucide-react/icons/megaphone";
import MessagesSquare from "lucide-react/icons/messages-square";
import Package from "lucide-react/icons/package";
import Palette from "lucide-react/icons/palette";
import Repeat from "lucide-react/icons/repeat";
import Rocket from "lucide-react/icons/rocket";
import Search from "lucide-react/icons/search";
import ShieldCheck from "lucide-react/icons/shield-check";
import Shirt from "lucide-react/icons/shirt";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import Smartphone from "lucide-react/icons/smartphone";
import Star from "lucide-react/icons/star";
import Store from "lucide-react/icons/store";
import Target from "lucide-react/icons/target";
import Users from "lucide-react/icons/users";
import Video from "lucide-react/icons/video";
import Warehouse from "lucide-react/icons/warehouse";
import Workflow from "lucide-react/icons/workflow";
import Wrench from "lucide-react/icons/wrench";
import { type CategoryIconName, fallbackCategoryIcon, isCategoryIconName } from "#contracts/category-icons.ts";

type LucideIcon = typeof ShoppingCart;

// Each icon imported by itself: the browser bundle holds these and no other Lucide icon (decision 087).
const icons: Record<CategoryIconName, LucideIcon> = {
  "arrow-left-right": ArrowLeftRight,
  "book-open": BookOpen,
  "briefcase-business": BriefcaseBusiness,
  calculator: Calculator,
  "calendar-clock": CalendarClock,
  "chart-line": ChartLine,
  "code-xml": CodeXml,
  contact: Contact,
  "credit-card": CreditCard,
  "file-pen-line": FilePenLine,
  "flask-conical": FlaskConical,
  gift: Gift,
  globe: Globe,
  "hand-helping": HandHelping,
  headset: Headset,
  languages: Languages,
  "layout-grid": LayoutGrid,
  "layout-template": LayoutTemplate,
  "list-checks": ListChecks,
  mail: Mail,
  mails: Mails,
  megaphone: Megaphone,
  "messages-square": MessagesSquare,
  package: Package,
  palette: Palette,
  repeat: Repeat,
  rocket: Rocket,
  search: Search,
  "shield-check": ShieldCheck,
  shirt: Shirt,
  "shopping-cart": ShoppingCart,
  smartphone: Smartphone,
  star: Star,
  store: Store,
  target: Target,
  users: Users,
  video: Video,
  warehouse: Warehouse,
  workflow: Workflow,
  wrench: Wrench,
};

/**
 * A category's icon as inline SVG (drawn on the server, in the text colour). Decorative: the category's name is
 * always beside it, so assistive technology skips it (Lucide marks it aria-hidden). A name that is not one of
 * ours (an emoji saved before) draws the fallback, never the text.
 */
export function CategoryIcon({ name, className = "size-6" }: { name: string; className?: string }) {
  const Icon = icons[isCategoryIconName(name) ? name : fallbackCategoryIcon];
  return <Icon className={`shrink-0 ${className}`} strokeWidth={1.75} focusable="false" />;
}

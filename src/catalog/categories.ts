import {
  Calculator, Clock, Code, FileStack, FileText, Heart, Palette, RefreshCw, Shield, Sparkles, Timer, Wallet,
  type LucideIcon,
} from 'lucide-react';

import { TOOL_CATEGORIES, type ToolCategoryId } from '../tools/manifest';

export type { ToolCategoryId };

/** The two virtual categories (the visitor's own lists) come first, then those a tool can belong to. */
export const CATEGORY_IDS = ['recent', 'favorites', ...TOOL_CATEGORIES] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export interface Category {
  id: CategoryId;
  icon: LucideIcon;
  path: string;
  virtual: boolean;
}

const ICONS: Record<CategoryId, LucideIcon> = {
  recent: Clock,
  favorites: Heart,
  text: FileText,
  converter: RefreshCw,
  pdf: FileStack,
  generator: Sparkles,
  calculator: Calculator,
  finance: Wallet,
  developer: Code,
  design: Palette,
  security: Shield,
  productivity: Timer,
};

export const CATEGORIES: Category[] = CATEGORY_IDS.map((id) => ({
  id,
  icon: ICONS[id],
  path: `/category/${id}`,
  virtual: id === 'recent' || id === 'favorites',
}));

export function isCategoryId(value: string | undefined): value is CategoryId {
  return (CATEGORY_IDS as readonly string[]).includes(value ?? '');
}

export function getCategory(id: string | undefined): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

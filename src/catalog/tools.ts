import {
  AlignLeft, ArrowDownAZ, Braces, Database, GitCompare, Minimize2, CaseSensitive, Code2, CodeXml, Copy, Eraser, FileCode, FileCode2, FileSpreadsheet, Fingerprint,
  ImageDown, Replace, Scaling, Sheet, Type,
  type LucideIcon,
} from 'lucide-react';
import { Hash as UuidIcon, KeyRound as PasswordGeneratorIcon, ShieldCheck as PasswordCheckerIcon, Ruler as UnitConverterIcon, Clock3 as TimestampIcon } from 'lucide-react';
import { Palette as ColorPickerIcon, Blend as GradientIcon, QrCode as QrIcon, Barcode as BarcodeIcon } from 'lucide-react';
import { Coins as CurrencyIcon, Globe as IpLookupIcon, Send as ApiTesterIcon, Bot as PromptIcon } from 'lucide-react';
import { Timer, Hourglass, Dices, ListOrdered, KeyRound } from 'lucide-react';
import { MailCheck as EmailValidatorIcon } from 'lucide-react';
import { Regex as RegexIcon } from 'lucide-react';
import { Landmark as LoanIcon, TrendingUp as InterestIcon, PiggyBank as InvestmentIcon, CreditCard as CreditCardIcon } from 'lucide-react';
import { Percent as PercentIcon, Scale as BmiIcon, Tag as DiscountIcon, HandCoins as TipIcon, Cake as AgeIcon, CalendarDays as DateCalcIcon } from 'lucide-react';
import { Link2 as UrlEncoderIcon } from 'lucide-react';
import { Binary as Base64Icon } from 'lucide-react';
import { Workflow as RecipeIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { BADGE_COLORS, type BadgeKey, type BadgeVariant } from './badges';
import type { ToolCategoryId } from './categories';

export type { BadgeVariant } from './badges';

export interface ToolEntry {
  /** = slug, kebab-case */
  id: string;
  category: ToolCategoryId;
  /** key under catalog:badges */
  badge: BadgeKey;
  /** The badge's colour (BADGE_COLORS): the same badge has the same colour on every tool. */
  badgeVariant: BadgeVariant;
  icon: LucideIcon;
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

function tool(
  id: string,
  category: ToolCategoryId,
  badge: BadgeKey,
  icon: LucideIcon,
  load: ToolEntry['load'],
): ToolEntry {
  return { id, category, badge, badgeVariant: BADGE_COLORS[badge], icon, path: `/tools/${id}`, load };
}

/** Only tools that exist are listed; each new tool adds one line here. */
export const TOOLS: ToolEntry[] = [
  tool('case-converter', 'text', 'popular', CaseSensitive, () => import('../tools/case-converter')),
  tool('word-counter', 'text', 'popular', Type, () => import('../tools/word-counter')),
  tool('text-diff', 'text', 'text', GitCompare, () => import('../tools/text-diff')),
  tool('text-sorter', 'text', 'text', ArrowDownAZ, () => import('../tools/text-sorter')),
  tool('html-to-text', 'text', 'converter', Code2, () => import('../tools/html-to-text')),
  tool('text-replacer', 'text', 'text', Replace, () => import('../tools/text-replacer')),
  tool('duplicate-remover', 'text', 'cleanup', Copy, () => import('../tools/duplicate-remover')),
  tool('whitespace-remover', 'text', 'cleanup', Eraser, () => import('../tools/whitespace-remover')),
  tool('markdown-preview', 'text', 'preview', FileCode, () => import('../tools/markdown-preview')),
  tool('lorem-ipsum', 'text', 'generator', AlignLeft, () => import('../tools/lorem-ipsum')),
  tool('image-compressor', 'converter', 'popular', ImageDown, () => import('../tools/image-compressor')),
  tool('image-resizer', 'converter', 'converter', Scaling, () => import('../tools/image-resizer')),
  tool('csv-to-json', 'converter', 'converter', FileSpreadsheet, () => import('../tools/csv-to-json')),
  tool('json-to-csv', 'converter', 'converter', Sheet, () => import('../tools/json-to-csv')),
  tool('xml-to-json', 'converter', 'converter', CodeXml, () => import('../tools/xml-to-json')),
  tool('markdown-to-html', 'converter', 'converter', FileCode2, () => import('../tools/markdown-to-html')),
  tool('json-formatter', 'developer', 'popular', Braces, () => import('../tools/json-formatter')),
  tool('sql-formatter', 'developer', 'new', Database, () => import('../tools/sql-formatter')),
  tool('code-minifier', 'developer', 'new', Minimize2, () => import('../tools/code-minifier')),
  tool('hash-generator', 'security', 'security', Fingerprint, () => import('../tools/hash-generator')),
  tool('email-validator', 'security', 'security', EmailValidatorIcon, () => import('../tools/email-validator')),
  tool('percentage-calculator', 'calculator', 'popular', PercentIcon, () => import('../tools/percentage-calculator')),
  tool('bmi-calculator', 'calculator', 'popular', BmiIcon, () => import('../tools/bmi-calculator')),
  tool('discount-calculator', 'calculator', 'calculator', DiscountIcon, () => import('../tools/discount-calculator')),
  tool('age-calculator', 'calculator', 'calculator', AgeIcon, () => import('../tools/age-calculator')),
  tool('date-calculator', 'calculator', 'calculator', DateCalcIcon, () => import('../tools/date-calculator')),
  tool('tip-calculator', 'calculator', 'calculator', TipIcon, () => import('../tools/tip-calculator')),
  tool('loan-calculator', 'finance', 'popular', LoanIcon, () => import('../tools/loan-calculator')),
  tool('interest-calculator', 'finance', 'finance', InterestIcon, () => import('../tools/interest-calculator')),
  tool('investment-calculator', 'finance', 'finance', InvestmentIcon, () => import('../tools/investment-calculator')),
  tool('credit-card-calculator', 'finance', 'finance', CreditCardIcon, () => import('../tools/credit-card-calculator')),
  tool('base64', 'converter', 'popular', Base64Icon, () => import('../tools/base64')),
  tool('url-encoder', 'converter', 'converter', UrlEncoderIcon, () => import('../tools/url-encoder')),
  tool('timestamp-converter', 'converter', 'converter', TimestampIcon, () => import('../tools/timestamp-converter')),
  tool('unit-converter', 'converter', 'popular', UnitConverterIcon, () => import('../tools/unit-converter')),
  tool('uuid-generator', 'generator', 'generator', UuidIcon, () => import('../tools/uuid-generator')),
  tool('password-generator', 'generator', 'security', PasswordGeneratorIcon, () => import('../tools/password-generator')),
  tool('password-strength-checker', 'security', 'security', PasswordCheckerIcon, () => import('../tools/password-strength-checker')),
  tool('qr-generator', 'generator', 'popular', QrIcon, () => import('../tools/qr-generator')),
  tool('barcode-generator', 'generator', 'generator', BarcodeIcon, () => import('../tools/barcode-generator')),
  tool('color-picker', 'design', 'popular', ColorPickerIcon, () => import('../tools/color-picker')),
  tool('color-gradient-generator', 'design', 'new', GradientIcon, () => import('../tools/color-gradient-generator')),
  tool('currency-converter', 'converter', 'converter', CurrencyIcon, () => import('../tools/currency-converter')),
  tool('ip-lookup', 'developer', 'new', IpLookupIcon, () => import('../tools/ip-lookup')),
  tool('api-tester', 'developer', 'new', ApiTesterIcon, () => import('../tools/api-tester')),
  tool('prompt-generator', 'generator', 'new', PromptIcon, () => import('../tools/prompt-generator')),
  tool('stopwatch-timer', 'productivity', 'popular', Timer, () => import('../tools/stopwatch-timer')),
  tool('pomodoro-timer', 'productivity', 'new', Hourglass, () => import('../tools/pomodoro-timer')),
  tool('random-picker', 'productivity', 'generator', Dices, () => import('../tools/random-picker')),
  tool('http-status-codes', 'developer', 'new', ListOrdered, () => import('../tools/http-status-codes')),
  tool('jwt-decoder', 'developer', 'security', KeyRound, () => import('../tools/jwt-decoder')),
  tool('regex-tester', 'developer', 'new', RegexIcon, () => import('../tools/regex-tester')),
  tool('recipe-builder', 'developer', 'new', RecipeIcon, () => import('../tools/recipe-builder')),
];

const BY_ID = new Map(TOOLS.map((t) => [t.id, t]));

export function getTool(id: string | undefined): ToolEntry | undefined {
  return id ? BY_ID.get(id) : undefined;
}

export function toolsInCategory(category: string): ToolEntry[] {
  return TOOLS.filter((t) => t.category === category);
}

/** Tools of the same category, the tool itself excluded. */
export function relatedTools(id: string, limit = 6): ToolEntry[] {
  const self = getTool(id);
  if (!self) return [];
  return TOOLS.filter((t) => t.category === self.category && t.id !== id).slice(0, limit);
}

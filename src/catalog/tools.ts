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
import type { ToolCategoryId } from './categories';

export type BadgeVariant = 'blue' | 'purple' | 'green' | 'orange' | 'pink' | 'cyan';

export interface ToolEntry {
  /** = slug, kebab-case */
  id: string;
  category: ToolCategoryId;
  /** key under catalog:badges */
  badge: string;
  badgeVariant: BadgeVariant;
  icon: LucideIcon;
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

function tool(
  id: string,
  category: ToolCategoryId,
  badge: string,
  badgeVariant: BadgeVariant,
  icon: LucideIcon,
  load: ToolEntry['load'],
): ToolEntry {
  return { id, category, badge, badgeVariant, icon, path: `/tools/${id}`, load };
}

/** Only tools that exist are listed; each new tool adds one line here. */
export const TOOLS: ToolEntry[] = [
  tool('case-converter', 'text', 'popular', 'blue', CaseSensitive, () => import('../tools/case-converter')),
  tool('word-counter', 'text', 'popular', 'green', Type, () => import('../tools/word-counter')),
  tool('text-diff', 'text', 'text', 'blue', GitCompare, () => import('../tools/text-diff')),
  tool('text-sorter', 'text', 'text', 'purple', ArrowDownAZ, () => import('../tools/text-sorter')),
  tool('html-to-text', 'text', 'converter', 'orange', Code2, () => import('../tools/html-to-text')),
  tool('text-replacer', 'text', 'text', 'cyan', Replace, () => import('../tools/text-replacer')),
  tool('duplicate-remover', 'text', 'cleanup', 'pink', Copy, () => import('../tools/duplicate-remover')),
  tool('whitespace-remover', 'text', 'cleanup', 'cyan', Eraser, () => import('../tools/whitespace-remover')),
  tool('markdown-preview', 'text', 'preview', 'purple', FileCode, () => import('../tools/markdown-preview')),
  tool('lorem-ipsum', 'text', 'generator', 'orange', AlignLeft, () => import('../tools/lorem-ipsum')),
  tool('image-compressor', 'converter', 'popular', 'green', ImageDown, () => import('../tools/image-compressor')),
  tool('image-resizer', 'converter', 'converter', 'blue', Scaling, () => import('../tools/image-resizer')),
  tool('csv-to-json', 'converter', 'converter', 'green', FileSpreadsheet, () => import('../tools/csv-to-json')),
  tool('json-to-csv', 'converter', 'converter', 'orange', Sheet, () => import('../tools/json-to-csv')),
  tool('xml-to-json', 'converter', 'converter', 'cyan', CodeXml, () => import('../tools/xml-to-json')),
  tool('markdown-to-html', 'converter', 'converter', 'purple', FileCode2, () => import('../tools/markdown-to-html')),
  tool('json-formatter', 'developer', 'popular', 'blue', Braces, () => import('../tools/json-formatter')),
  tool('sql-formatter', 'developer', 'new', 'orange', Database, () => import('../tools/sql-formatter')),
  tool('code-minifier', 'developer', 'new', 'pink', Minimize2, () => import('../tools/code-minifier')),
  tool('hash-generator', 'security', 'security', 'green', Fingerprint, () => import('../tools/hash-generator')),
  tool('email-validator', 'security', 'security', 'blue', EmailValidatorIcon, () => import('../tools/email-validator')),
  tool('percentage-calculator', 'calculator', 'popular', 'blue', PercentIcon, () => import('../tools/percentage-calculator')),
  tool('bmi-calculator', 'calculator', 'popular', 'green', BmiIcon, () => import('../tools/bmi-calculator')),
  tool('discount-calculator', 'calculator', 'calculator', 'orange', DiscountIcon, () => import('../tools/discount-calculator')),
  tool('age-calculator', 'calculator', 'calculator', 'purple', AgeIcon, () => import('../tools/age-calculator')),
  tool('date-calculator', 'calculator', 'calculator', 'cyan', DateCalcIcon, () => import('../tools/date-calculator')),
  tool('tip-calculator', 'calculator', 'calculator', 'pink', TipIcon, () => import('../tools/tip-calculator')),
  tool('loan-calculator', 'finance', 'popular', 'blue', LoanIcon, () => import('../tools/loan-calculator')),
  tool('interest-calculator', 'finance', 'finance', 'green', InterestIcon, () => import('../tools/interest-calculator')),
  tool('investment-calculator', 'finance', 'finance', 'purple', InvestmentIcon, () => import('../tools/investment-calculator')),
  tool('credit-card-calculator', 'finance', 'finance', 'orange', CreditCardIcon, () => import('../tools/credit-card-calculator')),
  tool('base64', 'converter', 'popular', 'purple', Base64Icon, () => import('../tools/base64')),
  tool('url-encoder', 'converter', 'converter', 'blue', UrlEncoderIcon, () => import('../tools/url-encoder')),
  tool('timestamp-converter', 'converter', 'converter', 'cyan', TimestampIcon, () => import('../tools/timestamp-converter')),
  tool('unit-converter', 'converter', 'popular', 'green', UnitConverterIcon, () => import('../tools/unit-converter')),
  tool('uuid-generator', 'generator', 'generator', 'purple', UuidIcon, () => import('../tools/uuid-generator')),
  tool('password-generator', 'generator', 'security', 'orange', PasswordGeneratorIcon, () => import('../tools/password-generator')),
  tool('password-strength-checker', 'security', 'security', 'pink', PasswordCheckerIcon, () => import('../tools/password-strength-checker')),
  tool('qr-generator', 'generator', 'popular', 'blue', QrIcon, () => import('../tools/qr-generator')),
  tool('barcode-generator', 'generator', 'generator', 'orange', BarcodeIcon, () => import('../tools/barcode-generator')),
  tool('color-picker', 'design', 'popular', 'pink', ColorPickerIcon, () => import('../tools/color-picker')),
  tool('color-gradient-generator', 'design', 'new', 'purple', GradientIcon, () => import('../tools/color-gradient-generator')),
  tool('currency-converter', 'converter', 'converter', 'green', CurrencyIcon, () => import('../tools/currency-converter')),
  tool('ip-lookup', 'developer', 'new', 'cyan', IpLookupIcon, () => import('../tools/ip-lookup')),
  tool('api-tester', 'developer', 'new', 'blue', ApiTesterIcon, () => import('../tools/api-tester')),
  tool('prompt-generator', 'generator', 'new', 'purple', PromptIcon, () => import('../tools/prompt-generator')),
  tool('stopwatch-timer', 'productivity', 'popular', 'blue', Timer, () => import('../tools/stopwatch-timer')),
  tool('pomodoro-timer', 'productivity', 'new', 'pink', Hourglass, () => import('../tools/pomodoro-timer')),
  tool('random-picker', 'productivity', 'generator', 'purple', Dices, () => import('../tools/random-picker')),
  tool('http-status-codes', 'developer', 'new', 'cyan', ListOrdered, () => import('../tools/http-status-codes')),
  tool('jwt-decoder', 'developer', 'security', 'green', KeyRound, () => import('../tools/jwt-decoder')),
  tool('regex-tester', 'developer', 'new', 'purple', RegexIcon, () => import('../tools/regex-tester')),
  tool('recipe-builder', 'developer', 'new', 'orange', RecipeIcon, () => import('../tools/recipe-builder')),
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

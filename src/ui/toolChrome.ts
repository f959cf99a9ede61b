import { createContext, type ComponentType, type RefObject } from 'react';

export interface SendToDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: Radix returns focus to its own Trigger, which lives outside this lazy module. */
  opener: RefObject<HTMLButtonElement | null>;
  fromTool: string;
  /** The result to send (read when a tool is chosen). */
  text: () => string;
  /** The page's main input, which "Add to a recipe" takes along as the recipe's input. */
  input: () => string;
}

/**
 * The parts of a tool page's frame that read the catalogue (its title and badges, the related tools, the Send to…
 * targets). ToolLayout draws them where they go; the tool page provides them (src/pages/tool/chrome.ts), so src/ui
 * never imports the catalogue that imports the tools that import src/ui.
 */
export interface ToolChrome {
  Header: ComponentType<{ toolId: string }>;
  About: ComponentType<{ toolId: string }>;
  SendTo: ComponentType<SendToDialogProps>;
}

const Nothing = () => null;

/** Outside a tool page (a unit test rendering a tool alone) the frame is empty. */
export const ToolChromeContext = createContext<ToolChrome>({ Header: Nothing, About: Nothing, SendTo: Nothing });

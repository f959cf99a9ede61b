import { lazy } from 'react';
import type { ToolChrome } from '../../ui/toolChrome';
import { ToolAbout } from './ToolAbout';
import { ToolHeader } from './ToolHeader';

/** What ToolLayout draws around a tool from the catalogue: loaded with the tool (ToolPage), in the toolkit chunk. */
export const toolChrome: ToolChrome = {
  Header: ToolHeader,
  About: ToolAbout,
  SendTo: lazy(() => import('./SendToDialog')),
};

import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SEND_TARGETS } from '../catalog/sendTargets';
import { getTool, relatedTools, type ToolEntry } from '../catalog/tools';
import { useDocumentMeta } from '../lib/useDocumentMeta';
import { useAppDispatch } from '../store';
import { recordVisit } from '../store/recents';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { Spinner } from '../ui/Spinner';
import { ToolFrameContext, type ToolFrame } from '../ui/toolFrame';
import NotFoundPage from './NotFoundPage';

const lazyTools = new Map<string, LazyExoticComponent<ComponentType>>();
/** Tools whose chunk is already here (preloadTool): rendered directly, so hydration never waits on them. */
const loadedTools = new Map<string, ComponentType>();
const frames = new Map<string, ToolFrame>();

/** The catalogue's facts the tool page's frame shows (header, related tools, Send to…): one object per tool, so it never changes. */
function frameOf(tool: ToolEntry): ToolFrame {
  let frame = frames.get(tool.id);
  if (!frame) {
    frame = { tool, related: relatedTools(tool.id), sendTargets: SEND_TARGETS, recipeBuilder: getTool('recipe-builder') };
    frames.set(tool.id, frame);
  }
  return frame;
}

/**
 * Loads a tool's chunk before a prerendered tool page is hydrated (main.tsx): the page then hydrates in one pass,
 * and a click on the tool right after the page loads is not lost on a part still waiting for its code. False when
 * the chunk failed to load: the page is then rendered fresh, since hydrating it would fail on the missing tool.
 */
export async function preloadTool(id: string): Promise<boolean> {
  const tool = getTool(id);
  if (!tool || loadedTools.has(id)) return true;
  try {
    loadedTools.set(id, (await tool.load()).default);
    return true;
  } catch {
    // Offline or a new deploy: the lazy path below shows the chunk error with its reload button.
    return false;
  }
}

function lazyTool(tool: ToolEntry): ComponentType {
  const loaded = loadedTools.get(tool.id);
  if (loaded) return loaded;
  let component = lazyTools.get(tool.id);
  if (!component) {
    component = lazy(tool.load);
    lazyTools.set(tool.id, component);
  }
  return component;
}

function ToolView({ tool }: { tool: ToolEntry }) {
  const { t } = useTranslation(['common', 'catalog']);
  const dispatch = useAppDispatch();
  const title = t(`catalog:tools.${tool.id}.title`);
  useDocumentMeta(t('meta.toolTitle', { tool: title }), t(`catalog:tools.${tool.id}.description`));

  useEffect(() => {
    dispatch(recordVisit({ id: tool.id, title, lastAccessed: Date.now() }));
    // Record once per opened tool, not again when the language (and so the title) changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, tool.id]);

  const Tool = lazyTool(tool);
  return (
    <ToolFrameContext.Provider value={frameOf(tool)}>
      <ChunkErrorBoundary resetKey={tool.id}>
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <Tool />
        </Suspense>
      </ChunkErrorBoundary>
    </ToolFrameContext.Provider>
  );
}

export default function ToolPage() {
  const { slug } = useParams();
  const tool = getTool(slug);
  if (!tool) return <NotFoundPage />;
  return <ToolView key={tool.id} tool={tool} />;
}

import { createElement, useCallback } from 'react';
import { Star } from 'lucide-react';
import { toast } from './lazy/toast';
import { useTranslation } from 'react-i18next';
import { toggleFavorite } from '../store/favorites';
import { useAppDispatch, useAppSelector } from '../store';

/** Toggles a favorite and announces it with the spec's toasts. */
export function useToggleFavorite(toolId: string): { isFavorite: boolean; toggle: () => void } {
  const dispatch = useAppDispatch();
  const { t } = useTranslation(['common', 'catalog']);
  const isFavorite = useAppSelector((s) => s.favorites.includes(toolId));
  const toggle = useCallback(() => {
    const tool = t(`catalog:tools.${toolId}.title`);
    dispatch(toggleFavorite(toolId));
    if (isFavorite) toast(t('favorites.removed', { tool }));
    else toast.success(t('favorites.added', { tool }), { icon: createElement(Star, { className: 'h-4 w-4 fill-yellow-400 text-yellow-500' }) });
  }, [dispatch, isFavorite, t, toolId]);
  return { isFavorite, toggle };
}

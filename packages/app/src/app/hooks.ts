import { useDeferredValue } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './store';
import type { RootState } from './rootReducer';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * `useAppSelector` for what fills most of a page (its lists and sections). React draws a store update at once, in
 * one piece; a page's worth of cards drawn that way is one long task on a phone, during which a tap waits. Here the
 * new answer is drawn as a deferred update instead, which React splits into short pieces and lets a tap interrupt;
 * until it is done the page keeps showing what it showed (its skeleton or the previous answer).
 */
export function useDeferredAppSelector<T>(selector: (state: RootState) => T): T {
  return useDeferredValue(useAppSelector(selector));
}

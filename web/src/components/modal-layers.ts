// The z-index of every modal's layers, from the catalogue (spec section 9: backdrop 1040, window
// 1050). Each modal opened over another stacks 10 above it (its backdrop one more), as the spec's
// original modal service did, so the newest modal and its backdrop cover the ones beneath. The layers reach CSS as two
// custom properties (--modal-backdrop-z, --modal-window-z) on the modal, so stylesheets use
// var(...) instead of numbers of their own.
import { useLayoutEffect, useState, type CSSProperties } from 'react';
import { modalZIndex } from '@thon/shared/catalog/interface-defaults';

/** The modals open now, oldest first. */
const openModals: object[] = [];

export interface ModalLayers {
  backdrop: number;
  window: number;
}

/** The layers of the modal `depth` modals above the first (0 for the first). */
export function modalLayersAt(depth: number): ModalLayers {
  // A later backdrop sits one above the window beneath it (1051 over 1050), as in the original.
  const backdrop = modalZIndex.backdrop + (depth === 0 ? 0 : 1 + 10 * depth);
  return { backdrop, window: modalZIndex.window + 10 * depth };
}

/** The custom properties that carry the layers to CSS, with the window's own z-index. */
export function modalLayerStyle(layers: ModalLayers): CSSProperties {
  return {
    '--modal-backdrop-z': layers.backdrop,
    '--modal-window-z': layers.window,
    zIndex: layers.window,
  } as CSSProperties;
}

/** This modal's layers while it is open: above every modal opened before it. */
export function useModalLayers(): ModalLayers {
  // The modals already open when this one first renders lie beneath it.
  const [depth] = useState(openModals.length);
  useLayoutEffect(() => {
    const token = {};
    openModals.push(token);
    return () => {
      openModals.splice(openModals.indexOf(token), 1);
    };
  }, []);
  return modalLayersAt(depth);
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { IconButton } from '../IconButton';
import { itemsPerView, stepStart } from './perView';

export interface CarouselProps {
  items: readonly ReactNode[];
  /** Accessible name of the carousel, e.g. 'Recommended products'. */
  label: string;
  /** A visible heading above the slides. */
  title?: ReactNode;
  /** Rotate automatically (never under prefers-reduced-motion unless the member presses Start). */
  autoplay?: boolean;
  /** Time between automatic steps (spec: 4 s). */
  autoplayMs?: number;
  previousLabel?: string;
  nextLabel?: string;
  startLabel?: string;
  stopLabel?: string;
  /** Name of each slide; the spec's 'x of y'. */
  slideLabel?: (position: number, total: number) => string;
  className?: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  & > h2 {
    flex: 1;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & > [data-controls] {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    margin-inline-start: auto;
  }
`;

const Track = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  & > [hidden] {
    display: none;
  }
  & > [data-slide] {
    min-inline-size: 0;
    animation: carousel-fade ${({ theme }) => theme.motion.duration.slow}
      ${({ theme }) => theme.motion.easing.standard};
  }
  @keyframes carousel-fade {
    from {
      opacity: 0.4;
    }
    to {
      opacity: 1;
    }
  }
`;

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * A row of items that pages one item at a time, with previous/next buttons, a Start/Stop control
 * and autoplay that pauses while the pointer or keyboard focus is on it. Slides outside the view
 * are hidden, so the layout mirrors itself in right-to-left without any transform.
 */
export function Carousel({
  items,
  label,
  title,
  autoplay = true,
  autoplayMs = 4000,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  startLabel = 'Start automatic slide show',
  stopLabel = 'Stop automatic slide show',
  slideLabel = (position, total) => `${position} of ${total}`,
  className,
}: CarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  // First guessed from the window (right on a phone, where the carousel spans it), then measured: a wrong first
  // guess costs the page a second layout and the carousel a second render.
  const [perView, setPerView] = useState(() =>
    typeof window === 'undefined' ? 4 : itemsPerView(window.innerWidth),
  );
  const [start, setStart] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // null until the member presses Start or Stop; until then autoplay and the motion setting decide.
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useLayoutEffect(() => {
    const node = rootRef.current;
    if (!node) return;
    // Measured when the browser lays the page out anyway: a ResizeObserver reports once as soon as it observes,
    // after layout and before paint. Reading the width here, during the commit, would force a layout of the whole
    // page inside the task that drew it (on a phone a long task). flushSync draws a corrected guess before paint.
    const observer = new ResizeObserver(() => flushSync(() => setPerView(itemsPerView(node.clientWidth))));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const count = items.length;
  const pageable = count > perView;
  const first = Math.min(start, Math.max(0, count - perView));
  const playing = pageable && (chosenPlaying ?? (autoplay && !reducedMotion));
  const rotating = playing && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setStart((s) => stepStart(s, 1, count, perView)), autoplayMs);
    return () => window.clearInterval(timer);
  }, [rotating, autoplayMs, count, perView]);

  const step = (direction: 1 | -1) => setStart(stepStart(first, direction, count, perView));

  return (
    <Root
      ref={rootRef}
      className={className}
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {(title || pageable) && (
        <Header>
          {title && <h2>{title}</h2>}
          {pageable && (
            <div data-controls="">
              <IconButton
                variant="secondary"
                label={playing ? stopLabel : startLabel}
                icon={playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                onClick={() => setChosenPlaying(!playing)}
              />
              <IconButton
                variant="secondary"
                label={previousLabel}
                icon={<ChevronLeft aria-hidden="true" />}
                mirrorInRtl
                onClick={() => step(-1)}
              />
              <IconButton
                variant="secondary"
                label={nextLabel}
                icon={<ChevronRight aria-hidden="true" />}
                mirrorInRtl
                onClick={() => step(1)}
              />
            </div>
          )}
        </Header>
      )}
      <Track
        aria-live={rotating ? 'off' : 'polite'}
        style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }}
      >
        {items.map((item, index) => (
          <div
            // Items are positional: the list is the caller's, in its order.
            key={index}
            data-slide=""
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index + 1, count)}
            hidden={index < first || index >= first + perView}
          >
            {item}
          </div>
        ))}
      </Track>
    </Root>
  );
}

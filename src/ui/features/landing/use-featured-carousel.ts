import { useCallback, useState, type CSSProperties } from 'react'
import {
  nextSlide,
  previousSlide,
  shiftFor,
  START,
  trackOffset,
  trackTransition,
  WIDE_MEDIA_QUERY,
} from '../../../core/landing/carousel.rules'
import { useMediaQuery } from '../../hooks/use-media-query'

/** The carousel's position and the track style it implies; the arithmetic is in core. */
export function useFeaturedCarousel(count: number) {
  const wide = useMediaQuery(WIDE_MEDIA_QUERY, true)
  const [position, setPosition] = useState(START)
  const next = useCallback(() => setPosition(nextSlide(count)), [count])
  const previous = useCallback(() => setPosition(previousSlide(count)), [count])
  const trackStyle: CSSProperties = {
    transform: `translateX(${trackOffset(position.index, shiftFor(wide))}px)`,
    transition: trackTransition(position.animated),
  }
  return { index: position.index, next, previous, trackStyle }
}

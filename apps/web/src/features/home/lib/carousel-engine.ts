/* The carousel engine: its own chunk, loaded by use-carousel.ts once the page is idle. */
export { default as EmblaCarousel } from 'embla-carousel';
export { default as Autoplay } from 'embla-carousel-autoplay';

import { useMediaQuery } from '../../../lib/use-media-query';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const POSTER = '/media/hero-poster.jpg';

/** The looping hero video; people who ask for less motion see its poster instead. */
export function HeroVideo({ label }: { label: string }) {
  const reduced = useMediaQuery(REDUCED_MOTION);

  if (reduced) return <img className="hero__media" src={POSTER} alt={label} />;
  return (
    <video className="hero__media" autoPlay muted loop playsInline poster={POSTER} aria-label={label}>
      <source src="/media/hero.webm" type="video/webm" />
      <source src="/media/hero.mp4" type="video/mp4" />
    </video>
  );
}

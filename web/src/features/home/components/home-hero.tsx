import { ChevronDown, Star } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';

import { buttonLook } from '@/components/ui/button-look';
import { useIsolate } from '@/components/ui/isolate';
import { Isolated } from '@/components/ui/isolated';
import { Link } from '@/components/ui/link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { spaClaims } from '@/config/spa-claims';
import { cx } from '@/lib/cx';
import { T } from '@/lib/trans';

import { heroPoster, heroPosterSizes } from '@/config/hero-poster';
import { useBusiness } from '@/lib/site-config';

import { useSpaRating } from '../api/get-reviews';
import { heroVideo } from '../data/home-media';
import { homeSectionIds } from '../data/section-ids';
import { mayPlayHeroVideo, scrollBehavior } from '../utils/hero-video';

/**
 * The poster paints first (the page's largest paint); once it has loaded and the browser is idle, the
 * muted background video is added on top and fades in when it starts playing. Visitors who prefer
 * reduced motion or save data keep the still poster.
 */
function useDeferredVideo(posterSettled: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!posterSettled || !mayPlayHeroVideo()) return;
    const start = () => {
      setWanted(true);
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => {
        window.cancelIdleCallback(id);
      };
    }
    const id = setTimeout(start, 200);
    return () => {
      clearTimeout(id);
    };
  }, [posterSettled]);
  return wanted;
}

function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // Autoplay needs the muted *property* set before play().
    video.muted = true;
    video.play().catch(() => {
      // Autoplay refused (e.g. a power-saving mode): the poster stays, which is fine.
    });
  }, []);
  return (
    <video
      ref={ref}
      aria-hidden="true"
      tabIndex={-1}
      muted
      loop
      playsInline
      autoPlay
      preload="metadata"
      disablePictureInPicture
      onPlaying={() => {
        setPlaying(true);
      }}
      className={cx(
        'absolute inset-0 size-full object-cover transition-opacity duration-1000',
        playing ? 'opacity-100' : 'opacity-0',
      )}
    >
      <source src={heroVideo.webm} type="video/webm" />
      <source src={heroVideo.mp4} type="video/mp4" />
    </video>
  );
}

/** Home, section 1: the hero with its background video and two buttons. */
export function HomeHero() {
  const business = useBusiness();
  const isolate = useIsolate();
  const rating = useSpaRating();
  const poster = useRef<HTMLImageElement>(null);
  // Loaded or failed: either way the first paint is done and the video may follow.
  const [posterSettled, setPosterSettled] = useState(false);
  const showVideo = useDeferredVideo(posterSettled);

  useEffect(() => {
    // A cached poster may have finished before React attached onLoad/onError.
    if (poster.current?.complete) setPosterSettled(true);
  }, []);

  const discoverTreatments = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(homeSectionIds.services);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    // Keyboard and screen-reader users continue from the services section.
    target.focus({ preventScroll: true });
  };

  return (
    <section
      aria-labelledby="hero-heading"
      className="on-dark relative isolate flex min-h-[calc(100svh-4.5rem)] items-center overflow-hidden bg-forest-900 sm:min-h-[36rem] lg:min-h-[calc(100svh-4.5rem)]"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <ResponsiveImage
          ref={poster}
          image={heroPoster}
          sizes={heroPosterSizes}
          priority
          onLoad={() => {
            setPosterSettled(true);
          }}
          // A missing poster must not hold the video back.
          onError={() => {
            setPosterSettled(true);
          }}
          className="absolute inset-0 size-full object-cover"
        />
        {showVideo ? <HeroVideo /> : null}
        <div className="absolute inset-0 bg-linear-to-b from-forest-900/70 via-forest-900/55 to-forest-900/80" />
      </div>

      <div className="mx-auto w-full max-w-7xl px-4 py-20 text-center sm:px-6 lg:px-8">
        <p className="text-sm font-medium tracking-[0.3em] text-gold-300 uppercase">
          <T id="home.hero.place" values={{ district: isolate(business.district), city: isolate(business.city) }} />
        </p>
        <h1 id="hero-heading" className="mx-auto mt-4 max-w-4xl text-5xl leading-[1.05] font-semibold text-sand-50 sm:text-6xl lg:text-7xl">
          <Isolated text={business.name} />
          <span className="mt-3 block text-2xl font-medium text-gold-300 sm:text-3xl lg:text-4xl">
            <T id="home.hero.tagline" />
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-sand-100 sm:text-xl">
          <T id="home.hero.intro" values={{ hotel: isolate(business.hotel), hours: business.hours.everyDayComma }} />
        </p>
        <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={paths.booking.getHref()} className={buttonLook({ variant: 'gold', size: 'lg', className: 'w-full sm:w-auto' })}>
            <T id="home.hero.reserve" />
          </Link>
          <a
            href={`#${homeSectionIds.services}`}
            onClick={discoverTreatments}
            className={buttonLook({ variant: 'outline-light', size: 'lg', className: 'w-full sm:w-auto' })}
          >
            <T id="home.hero.discover" />
            <ChevronDown aria-hidden="true" />
          </a>
        </div>
        <p className="mt-8 inline-flex items-center gap-2 text-sand-100">
          <Star aria-hidden="true" className="size-5 fill-gold-300 text-gold-300" />
          <span>
            {rating ? (
              <T
                id="home.hero.ratedBy"
                values={{ rating, clients: spaClaims.happyClients.value }}
                components={{ 0: <strong className="font-semibold text-sand-50" /> }}
              />
            ) : (
              <T id="home.hero.lovedBy" values={{ clients: spaClaims.happyClients.value }} />
            )}
          </span>
        </p>
      </div>
    </section>
  );
}

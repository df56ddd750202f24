import { PageHero } from '@/components/layout/page-hero';
import { useIsolate } from '@/components/ui/isolate';
import { Isolated } from '@/components/ui/isolated';
import { AboutAchievements } from '@/features/about/components/about-achievements';
import { AboutCommitment } from '@/features/about/components/about-commitment';
import { AboutPhilosophy } from '@/features/about/components/about-philosophy';
import { AboutStory } from '@/features/about/components/about-story';
import { AboutTeam } from '@/features/about/components/about-team';
import { useSpaRating } from '@/features/home/api/get-reviews';
import { useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

export function AboutRoute() {
  useRouteMeta('/about');
  const business = useBusiness();
  const isolate = useIsolate();
  const rating = useSpaRating();
  const t = useT();
  return (
    <>
      <PageHero title={t('about.hero.title')} eyebrow={<Isolated text={business.name} />}>
        <p>
          <T id="about.hero.intro" values={{ district: isolate(business.district) }} />
        </p>
      </PageHero>
      <AboutStory />
      <AboutPhilosophy />
      <AboutAchievements rating={rating} />
      <AboutTeam />
      <AboutCommitment />
    </>
  );
}

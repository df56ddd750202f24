import { PageHero } from '@/components/layout/page-hero';
import { AboutAchievements } from '@/features/about/components/about-achievements';
import { AboutCommitment } from '@/features/about/components/about-commitment';
import { AboutPhilosophy } from '@/features/about/components/about-philosophy';
import { AboutStory } from '@/features/about/components/about-story';
import { AboutTeam } from '@/features/about/components/about-team';
import { useSpaRating } from '@/features/home/api/get-reviews';
import { useRouteMeta } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';

export function AboutRoute() {
  useRouteMeta('/about');
  const business = useBusiness();
  const rating = useSpaRating();
  return (
    <>
      <PageHero title="About Us" eyebrow={business.name}>
        <p>Certified therapists, organic products and personalized care, in a hotel spa in {business.district}.</p>
      </PageHero>
      <AboutStory />
      <AboutPhilosophy />
      <AboutAchievements rating={rating} />
      <AboutTeam />
      <AboutCommitment />
    </>
  );
}

import { PageHero } from '@/components/layout/page-hero';
import { business } from '@/config/business';
import { AboutAchievements } from '@/features/about/components/about-achievements';
import { AboutCommitment } from '@/features/about/components/about-commitment';
import { AboutPhilosophy } from '@/features/about/components/about-philosophy';
import { AboutStory } from '@/features/about/components/about-story';
import { AboutTeam } from '@/features/about/components/about-team';
import { useRouteMeta } from '@/lib/meta';

export function AboutRoute() {
  useRouteMeta('/about');
  return (
    <>
      <PageHero title="About Us" eyebrow={business.name}>
        <p>Certified therapists, organic products and personalized care, in a hotel spa in Al Barsha 1.</p>
      </PageHero>
      <AboutStory />
      <AboutPhilosophy />
      <AboutAchievements />
      <AboutTeam />
      <AboutCommitment />
    </>
  );
}

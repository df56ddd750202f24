import { LatestPosts } from '@/features/blog/components/latest-posts';
import { GalleryPreview } from '@/features/gallery/components/gallery-preview';
import { HomeAbout } from '@/features/home/components/home-about';
import { HomeBlog } from '@/features/home/components/home-blog';
import { HomeContact } from '@/features/home/components/home-contact';
import { HomeFaq } from '@/features/home/components/home-faq';
import { HomeGallery } from '@/features/home/components/home-gallery';
import { HomeLocations } from '@/features/home/components/home-locations';
import { HomeServices } from '@/features/home/components/home-services';
import { Testimonials } from '@/features/home/components/testimonials';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import { ServicesPreview } from '@/features/services/components/services-preview';

import { homeSectionsId } from './home-sections-id';

/**
 * The Home page's sections 2-10, below the hero: their own chunk, which the home route fetches when the
 * visitor comes to them (their element is the one it watches). The services, gallery and blog features
 * fill their previews.
 */
export function HomeSections() {
  return (
    <div id={homeSectionsId}>
      <WhyChooseUs />
      <HomeServices>
        <ServicesPreview count={4} />
      </HomeServices>
      <Testimonials />
      <HomeAbout />
      <HomeGallery>
        <GalleryPreview count={4} />
      </HomeGallery>
      <HomeFaq />
      <HomeLocations />
      <HomeBlog>
        <LatestPosts count={3} />
      </HomeBlog>
      <HomeContact />
    </div>
  );
}

/** The four service categories (dayspa.Categories), in the site's order: a service's, or a package's sessions'. */
export const serviceCategories = ['Massage Therapy', 'Facial Treatments', 'Body Treatments', 'Couples Packages'] as const;

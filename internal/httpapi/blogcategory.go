package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// The blog's categories in Arabic (blog_category.go in the domain): the
// dashboard lists every category its posts carry and gives each its
// Arabic name, which every post of the category shows on the Arabic blog
// from the next read of the list.

// adminBlogCategories answers every category a post carries, with its
// Arabic name and its number of posts.
func (s *Server) adminBlogCategories(w http.ResponseWriter, r *http.Request) error {
	cats, err := s.store.ListBlogCategories(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, cats)
	return nil
}

// adminSetBlogCategory sets (or, empty, clears) the Arabic name of the
// category the path names.
func (s *Server) adminSetBlogCategory(w http.ResponseWriter, r *http.Request) error {
	name, ok := dayspa.CategoryKey(r.PathValue("name"))
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgCategoryNotFound)
	}
	var in dayspa.BlogCategoryInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	nameAr, err := in.Clean()
	if err != nil {
		return err
	}
	c, err := s.store.SetBlogCategoryArabic(r.Context(), name, nameAr)
	if err != nil {
		return err
	}
	s.invalidatePosts()
	writeJSON(w, http.StatusOK, c)
	return nil
}

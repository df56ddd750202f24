package httpapi

import (
	"errors"
	"net/http"

	"github.com/dayspa/dayspa"
)

// A post's cover picture: uploaded (multipart: file and coverAlt) as the
// gallery's pictures are (uploadPicture), replacing the cover before,
// whose files no other picture uses are removed; or removed, with its
// files.

// adminSetPostCover uploads a post's cover and answers the post.
func (s *Server) adminSetPostCover(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, "Post not found."))
		return
	}
	var p *dayspa.Post
	if !s.uploadPicture(w, r, func(fields map[string]string) error {
		var err error
		if p, err = s.store.GetPostByID(r.Context(), id); err != nil {
			return err
		}
		return p.SetCoverAlt(fields["coverAlt"])
	}, func(pic dayspa.Picture) error {
		p.SetCover(pic)
		p.UpdatedAt = s.now()
		return s.store.SetPostCover(r.Context(), p, s.removeBlobs(r.Context()))
	}) {
		return
	}
	s.posts.invalidate()
	writeJSON(w, http.StatusOK, adminPost{Post: withTags(*p), State: p.State(s.now())})
}

// adminRemovePostCover leaves a post without a picture and answers it.
func (s *Server) adminRemovePostCover(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, "Post not found."))
		return
	}
	p, err := s.store.GetPostByID(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if p.Cover != nil && s.cfg.Blobs == nil {
		writeJSON(w, http.StatusServiceUnavailable, errorBody{Message: msgNoStorage})
		return
	}
	p.RemoveCover()
	p.UpdatedAt = s.now()
	if err := s.store.SetPostCover(r.Context(), p, s.removeBlobs(r.Context())); err != nil {
		writeError(w, r, err)
		return
	}
	s.posts.invalidate()
	writeJSON(w, http.StatusOK, adminPost{Post: withTags(*p), State: p.State(s.now())})
}

// removePostBlobs is the remove of a post's deletion: without a blob
// store there is no cover file to remove, and a post with one cannot have
// been given it.
func (s *Server) removePostBlobs(r *http.Request) func(keys []string) error {
	if s.cfg.Blobs == nil {
		return func(keys []string) error {
			if len(keys) > 0 {
				return errors.New("a post's cover without a blob store")
			}
			return nil
		}
	}
	return s.removeBlobs(r.Context())
}

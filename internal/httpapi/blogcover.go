package httpapi

import (
	"fmt"
	"net/http"

	"github.com/dayspa/dayspa"
)

// A post's cover picture: uploaded (multipart: file and coverAlt) as the
// gallery's pictures are (uploadPicture), replacing the cover before,
// whose files no other picture uses are removed; or removed, with its
// files.

// adminSetPostCover uploads a post's cover and answers the post.
func (s *Server) adminSetPostCover(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPostNotFound)
	}
	var p *dayspa.Post
	if err := s.uploadPicture(w, r, func(fields map[string]string) error {
		var err error
		if p, err = s.store.GetPostByID(r.Context(), id); err != nil {
			return err
		}
		return p.SetCoverAlt(fields["coverAlt"])
	}, func(pic dayspa.Picture) error {
		p.SetCover(pic)
		p.UpdatedAt = s.now()
		return s.store.SetPostCover(r.Context(), p, s.removeBlobs(r.Context()))
	}); err != nil {
		return err
	}
	s.invalidatePosts()
	writeJSON(w, http.StatusOK, adminPost{Post: withTags(*p), State: p.State(s.now())})
	return nil
}

// adminRemovePostCover leaves a post without a picture and answers it.
func (s *Server) adminRemovePostCover(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPostNotFound)
	}
	p, err := s.store.GetPostByID(r.Context(), id)
	if err != nil {
		return err
	}
	p.RemoveCover()
	p.UpdatedAt = s.now()
	if err := s.store.SetPostCover(r.Context(), p, s.removePostBlobs(r)); err != nil {
		return err
	}
	s.invalidatePosts()
	writeJSON(w, http.StatusOK, adminPost{Post: withTags(*p), State: p.State(s.now())})
	return nil
}

// errNoBlobs is the error of a cover's files to remove on a server
// without a blob store (a cover given while one was configured).
// It is answered 503, as a picture upload without storage.
var errNoBlobs = fmt.Errorf("a post's cover to remove: %w", errNoStorage)

// removePostBlobs is the remove of a post's cover, replaced or deleted
// with the post; without a blob store there must be no file to remove
// (errNoBlobs), and the store then changes nothing.
func (s *Server) removePostBlobs(r *http.Request) func(keys []string) error {
	if s.cfg.Blobs == nil {
		return func(keys []string) error {
			if len(keys) > 0 {
				return errNoBlobs
			}
			return nil
		}
	}
	return s.removeBlobs(r.Context())
}

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
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPostNotFound))
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
	s.invalidatePosts()
	writeJSON(w, http.StatusOK, adminPost{Post: withTags(*p), State: p.State(s.now())})
}

// adminRemovePostCover leaves a post without a picture and answers it.
func (s *Server) adminRemovePostCover(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPostNotFound))
		return
	}
	p, err := s.store.GetPostByID(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	p.RemoveCover()
	p.UpdatedAt = s.now()
	if err := s.store.SetPostCover(r.Context(), p, s.removePostBlobs(r)); err != nil {
		writePostBlobsError(w, r, err)
		return
	}
	s.invalidatePosts()
	writeJSON(w, http.StatusOK, adminPost{Post: withTags(*p), State: p.State(s.now())})
}

// errNoBlobs is the error of a cover's files to remove on a server
// without a blob store (a cover given while one was configured).
var errNoBlobs = errors.New("a post's cover to remove without a blob store")

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

// writePostBlobsError answers err of a write that removes a cover: 503
// for errNoBlobs, as a picture upload without storage.
func writePostBlobsError(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, errNoBlobs) {
		writeJSON(w, http.StatusServiceUnavailable, msgBody(msgNoStorage))
		return
	}
	writeError(w, r, err)
}

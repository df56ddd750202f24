package httpapi

import (
	"bytes"
	"context"
	"errors"
	"io"
	"mime"
	"net/http"
	"regexp"
	"strconv"

	"github.com/dayspa/dayspa"
	blobstore "github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/picture"
)

// Pictures: the gallery's and the team's photos. An upload is a
// multipart form (the file and its fields); the picture goes through
// internal/picture (checked by content, upright, metadata gone, variants)
// and its files into the blob store under content-hashed names, served
// from /pictures/ with a year's immutable caching: a changed picture has
// another name. A refused upload stores nothing; if the row cannot be
// written, the files just stored are removed.

// picturePath is where the picture files are served: /pictures/<hash>.<ext>.
const picturePath = picture.URLPrefix

// fileUploadRoutes take multipart bodies larger than JSON's, each
// bounded by its handler (readFileForm): a file and the form's fields.
var fileUploadRoutes = map[string]bool{
	"POST /api/admin/gallery":               true,
	"POST /api/admin/therapists/{id}/photo": true,
	"POST /api/admin/posts/{id}/cover":      true,
	"PUT /api/admin/expenses/{id}/receipt":  true,
}

var pictureNameRE = regexp.MustCompile(`^[0-9a-f]{32}\.(webp|jpg)$`)

// servePicture answers a picture file. Its name is its content's hash, so
// it never changes: caches may keep it for a year without asking.
func (s *Server) servePicture(w http.ResponseWriter, r *http.Request) error {
	name := r.PathValue("name")
	if !pictureNameRE.MatchString(name) || s.cfg.Blobs == nil {
		http.NotFound(w, r)
		return nil
	}
	key := picture.KeyPrefix + name
	if r.Header.Get("If-None-Match") == `"`+name+`"` {
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		w.Header().Set("ETag", `"`+name+`"`)
		w.WriteHeader(http.StatusNotModified)
		return nil
	}
	rc, size, err := s.cfg.Blobs.Get(r.Context(), key)
	if errors.Is(err, blobstore.ErrNotFound) {
		http.NotFound(w, r)
		return nil
	} else if err != nil {
		loggerFrom(r.Context()).Error("picture", "key", key, "err", err)
		http.Error(w, http.StatusText(http.StatusServiceUnavailable), http.StatusServiceUnavailable)
		return nil
	}
	defer rc.Close()
	h := w.Header()
	h.Set("Content-Type", picture.ContentType(key))
	h.Set("Content-Length", strconv.FormatInt(size, 10))
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("ETag", `"`+name+`"`)
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodHead {
		return nil
	}
	if _, err := io.Copy(w, rc); err != nil {
		loggerFrom(r.Context()).Debug("picture", "key", key, "err", err)
	}
	return nil
}

// uploadForm is an upload's multipart form: its text fields and the
// file's name and bytes (at most the reader's maxFile + 1, enough to tell
// it is too large).
type uploadForm struct {
	fields   map[string]string
	file     []byte
	fileName string
	hasFile  bool
}

// readUploadForm reads a picture upload's multipart body.
func readUploadForm(w http.ResponseWriter, r *http.Request) (*uploadForm, error) {
	return readFileForm(w, r, picture.MaxFileSize, dayspa.MsgPictureFile)
}

// readFileForm reads a multipart body whose file part ("file") may have
// up to maxFile bytes; a body that is no multipart form is a field error
// of "file" with notForm. Unknown parts are skipped.
func readFileForm(w http.ResponseWriter, r *http.Request, maxFile int64, notForm dayspa.Msg) (*uploadForm, error) {
	maxBody := maxFile + 256<<10
	if r.ContentLength > maxBody {
		return nil, errBodyTooLarge
	}
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		return nil, dayspa.FieldError("file", notForm)
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, dayspa.FieldError("file", notForm)
	}
	f := &uploadForm{fields: map[string]string{}}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			return nil, errBodyTooLarge
		} else if err != nil {
			return nil, unreadableBody(err)
		}
		name := part.FormName()
		switch {
		case name == "file":
			f.file, err = io.ReadAll(io.LimitReader(part, maxFile+1))
			f.fileName, f.hasFile = part.FileName(), true
		case len(f.fields) < 10:
			var b []byte
			b, err = io.ReadAll(io.LimitReader(part, 4<<10))
			f.fields[name] = string(b)
		}
		part.Close()
		if errors.As(err, &maxErr) {
			return nil, errBodyTooLarge
		} else if err != nil {
			return nil, unreadableBody(err)
		}
	}
	return f, nil
}

// requireFile records in f that the form has no file, or an empty one.
func (u *uploadForm) requireFile(f dayspa.FieldErrors) {
	if !u.hasFile || len(u.file) == 0 {
		f.Add("file", dayspa.MsgPictureFile)
	}
}

// pictureError is the field error of a picture the pipeline refused.
func pictureError(err error) error {
	for _, p := range pictureMsgs {
		if errors.Is(err, p.err) {
			return dayspa.FieldError("file", p.msg, p.args...)
		}
	}
	return err
}

// uploadPicture takes a picture upload the way every picture arrives
// (the gallery's, a therapist's photo, a post's cover): it reads the
// multipart form, has check read its text fields (and find what the
// picture is for), and only when they pass and a file came processes the
// file and stores its variants; then save records the picture, whose
// files are removed again when that fails. check's field messages join
// the file's; its other errors are returned as they are.
func (s *Server) uploadPicture(w http.ResponseWriter, r *http.Request, check func(fields map[string]string) error, save func(pic dayspa.Picture) error) error {
	if s.cfg.Blobs == nil {
		return errNoStorage
	}
	form, err := readUploadForm(w, r)
	if err != nil {
		return err
	}
	err = check(form.fields)
	if err != nil && len(dayspa.ErrorFields(err)) == 0 {
		return err
	}
	f := dayspa.FieldErrors{}
	f.Merge(err)
	form.requireFile(f)
	if err := f.Err(); err != nil {
		return err
	}
	pic, err := s.storePicture(r.Context(), form.file)
	if err != nil {
		return err
	}
	if err := save(pic); err != nil {
		s.dropPicture(r.Context(), pic)
		return err
	}
	return nil
}

// storePicture processes the upload's file and stores its variants.
func (s *Server) storePicture(ctx context.Context, file []byte) (dayspa.Picture, error) {
	res, err := picture.Process(ctx, bytes.NewReader(file))
	if err != nil {
		return dayspa.Picture{}, pictureError(err)
	}
	if err := picture.Store(ctx, s.cfg.Blobs, res); err != nil {
		return dayspa.Picture{}, err
	}
	return res.Picture(), nil
}

// dropPicture removes the files of a picture whose row was not written,
// keeping those another picture uses (the same photo uploaded twice).
func (s *Server) dropPicture(ctx context.Context, p dayspa.Picture) {
	ctx = context.WithoutCancel(ctx)
	used, err := s.store.PictureKeysInUse(ctx, p.Keys())
	if err != nil {
		loggerFrom(ctx).Error("picture cleanup", "err", err)
		return
	}
	for _, k := range p.Keys() {
		if !used[k] {
			if err := s.cfg.Blobs.Delete(ctx, k); err != nil {
				loggerFrom(ctx).Error("picture cleanup", "key", k, "err", err)
			}
		}
	}
}

func (s *Server) removeBlobs(ctx context.Context) func(keys []string) error {
	return func(keys []string) error {
		for _, k := range keys {
			if err := s.cfg.Blobs.Delete(ctx, k); err != nil {
				return err
			}
		}
		return nil
	}
}

// publicGallery answers the gallery in its order.
func (s *Server) publicGallery(w http.ResponseWriter, r *http.Request) error {
	items, err := s.store.GalleryItems(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, items)
	return nil
}

// adminCreateGalleryItem uploads a picture to the end of the gallery.
// Answers 201 with it.
func (s *Server) adminCreateGalleryItem(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.GalleryInput
	var it *dayspa.GalleryItem
	if err := s.uploadPicture(w, r, func(fields map[string]string) error {
		in = dayspa.GalleryInput{Alt: fields["alt"], AltAr: fields["altAr"], Category: fields["category"]}
		return in.Validate()
	}, func(pic dayspa.Picture) error {
		it = &dayspa.GalleryItem{Alt: in.Alt, AltAr: in.AltAr, Category: in.Category, Picture: pic}
		return s.store.CreateGalleryItem(r.Context(), it)
	}); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, it)
	return nil
}

// adminUpdateGalleryItem changes a picture's alt texts, category or place.
func (s *Server) adminUpdateGalleryItem(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPictureNotFound)
	}
	var in dayspa.GalleryPatch
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	items, err := s.store.GalleryItems(r.Context())
	if err != nil {
		return err
	}
	c, err := in.Validate(len(items))
	if err != nil {
		return err
	}
	it, err := s.store.UpdateGalleryItem(r.Context(), id, c)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, it)
	return nil
}

// adminDeleteGalleryItem removes a picture and its files.
func (s *Server) adminDeleteGalleryItem(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPictureNotFound)
	}
	if s.cfg.Blobs == nil {
		return errNoStorage
	}
	if err := s.store.DeleteGalleryItem(r.Context(), id, s.removeBlobs(r.Context())); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

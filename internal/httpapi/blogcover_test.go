package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"image"
	"image/color"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rwcarlsen/goexif/exif"

	"github.com/dayspa/dayspa"
	blobstore "github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
	"github.com/dayspa/dayspa/internal/picture/picturetest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// phonePhoto is a w×h JPEG as a phone writes it: turned by its EXIF
// orientation o, with the camera's name and the GPS position of the spa.
func phonePhoto(t *testing.T, w, h, o int, shade uint8) []byte {
	t.Helper()
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			m.Set(x, y, color.RGBA{shade, uint8(x * 255 / w), uint8(y * 255 / h), 255})
		}
	}
	b, err := picturetest.JPEG(m, o)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestPostCover(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(time.Now())
		dir := filepath.Join(t.TempDir(), "files")
		blobs, err := blobstore.NewDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		ts := newTestSiteOn(t, e.Config(t), withBuiltApp(t, clock), func(c *Config, _ *fstest.MapFS) { c.Blobs = blobs })
		setTestPassword(t, ts.db)
		cookie := login(t, ts)
		files := func() int {
			t.Helper()
			n := 0
			_ = filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
				if err == nil && !d.IsDir() {
					n++
				}
				return nil
			})
			return n
		}
		jsonReq := map[string]string{"Cookie": cookie, "Content-Type": "application/json"}
		postBody := `{"title":"Hot Stones at Home","slug":"hot-stones-at-home","excerpt":"Warmth that lasts.","content":"Basalt holds heat.","status":"published"}`
		resp, body := ts.do(t, "POST", "/api/admin/posts", postBody, jsonReq)
		if resp.StatusCode != 201 {
			t.Fatalf("create post: %d %s", resp.StatusCode, body)
		}
		var post adminPost
		if err := json.Unmarshal(body, &post); err != nil {
			t.Fatal(err)
		}
		coverPath := fmt.Sprintf("/api/admin/posts/%d/cover", post.ID)
		upload := func(alt, name string, file []byte) (int, []byte, errorBody) {
			t.Helper()
			form, ct := picturetest.Form(map[string]string{"coverAlt": alt}, name, file)
			resp, body := ts.do(t, "POST", coverPath, form, map[string]string{"Cookie": cookie, "Content-Type": ct})
			var eb errorBody
			if resp.StatusCode != 200 {
				json.Unmarshal(body, &eb)
			} else {
				specCheck(t, ts, "POST", coverPath, form, resp, body)
			}
			return resp.StatusCode, body, eb
		}
		stored := func() *dayspa.Post {
			t.Helper()
			p, err := ts.db.GetPostByID(t.Context(), post.ID)
			if err != nil {
				t.Fatal(err)
			}
			return p
		}

		// An 800×1000 photo turned a quarter (orientation 6): upright it is
		// 1000×800, in variants 480, 960 and its own 1000 wide.
		photo := phonePhoto(t, 800, 1000, 6, 40)
		if !bytes.Contains(photo, []byte(picturetest.Camera)) {
			t.Fatal("the sample carries no EXIF block")
		}

		// Refused, leaving nothing: no alt text; a text file named .jpg.
		if code, body, eb := upload("   ", "stones.jpg", photo); code != 400 || eb.Errors["coverAlt"] != dayspa.MsgAltRequired.Text {
			t.Fatalf("cover without alt text: %d %s", code, body)
		}
		if code, body, eb := upload("Stones", "stones.jpg", []byte("this is not a picture at all, just text")); code != 400 || eb.Errors["file"] == "" {
			t.Fatalf("a text file as the cover: %d %s", code, body)
		}
		if n := files(); n != 0 || stored().Cover != nil {
			t.Fatalf("after the refusals: %d files, cover %+v", n, stored().Cover)
		}

		const alt = "Warm basalt stones on a folded towel"
		code, body, _ := upload(alt, "stones.jpg", photo)
		if code != 200 {
			t.Fatalf("cover: %d %s", code, body)
		}
		cover := stored().Cover
		if cover == nil || cover.Width != 1000 || cover.Height != 800 {
			t.Fatalf("the cover is not upright: %+v", cover)
		}
		widths := map[string][]int{}
		for _, v := range cover.Variants {
			widths[v.Type] = append(widths[v.Type], v.Width)
			if v.Height != v.Width*4/5 {
				t.Errorf("%s: %d×%d recorded", v.Src, v.Width, v.Height)
			}
			resp, file := ts.do(t, "GET", v.Src, "", nil)
			if resp.StatusCode != 200 || resp.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
				t.Fatalf("%s: %d %v", v.Src, resp.StatusCode, resp.Header)
			}
			if bytes.Contains(file, []byte(picturetest.Camera)) || bytes.Contains(file, []byte("Exif")) {
				t.Errorf("%s keeps the upload's metadata", v.Src)
			}
			if v.Type == "image/jpeg" {
				if _, err := exif.Decode(bytes.NewReader(file)); err == nil {
					t.Errorf("%s has an EXIF block (GPS position)", v.Src)
				}
				if m, _, err := image.DecodeConfig(bytes.NewReader(file)); err != nil || m.Width != v.Width || m.Height != v.Height {
					t.Errorf("%s: %v %+v, recorded %d×%d", v.Src, err, m, v.Width, v.Height)
				}
			}
		}
		if fmt.Sprint(widths) != "map[image/jpeg:[480 960 1000] image/webp:[480 960 1000]]" {
			t.Fatalf("variants %v", widths)
		}
		if n := files(); n != 6 {
			t.Fatalf("%d files, want 6", n)
		}

		// The article's first HTML: the cover as a <picture> with its alt
		// text and size; its link preview and BlogPosting name the JPEG.
		jpeg, _ := cover.Widest("image/jpeg")
		webp, _ := cover.Widest("image/webp")
		resp, page := ts.do(t, "GET", "/blog/hot-stones-at-home", "", nil)
		if resp.StatusCode != 200 {
			t.Fatalf("article: %d", resp.StatusCode)
		}
		rootHTML := html.UnescapeString(pagestest.Root(t, page))
		for _, want := range []string{
			`<source type="image/webp" srcSet="` + cover.Variants[0].Src + ` 480w, ` + cover.Variants[2].Src + ` 960w, ` + webp.Src + ` 1000w"`,
			`alt="` + alt + `"`, `width="1000" height="800"`, `fetchPriority="high"`,
		} {
			if !strings.Contains(rootHTML, want) {
				t.Errorf("the article's first HTML lacks %q: %.3000s", want, rootHTML)
			}
		}
		head := string(page[:bytes.Index(page, []byte(pagestest.RootOpen))])
		for _, want := range []string{
			`<meta property="og:image" content="` + testBaseURL + jpeg.Src + `">`,
			`"image":"` + testBaseURL + jpeg.Src + `"`,
		} {
			if !strings.Contains(head, want) {
				t.Errorf("the article's head lacks %q", want)
			}
		}
		resp, page = ts.do(t, "GET", "/blog", "", nil)
		if resp.StatusCode != 200 {
			t.Fatalf("/blog: %d", resp.StatusCode)
		}
		if rootHTML := html.UnescapeString(pagestest.Root(t, page)); !strings.Contains(rootHTML, `alt="`+alt+`"`) || !strings.Contains(rootHTML, webp.Src+` 1000w`) {
			t.Errorf("/blog's first HTML lacks the cover")
		}
		resp, body = ts.do(t, "GET", "/api/blog", "", nil)
		specCheck(t, ts, "GET", "/api/blog", "", resp, body)
		if !strings.Contains(string(body), `"featuredImage":"`+jpeg.Src+`"`) || strings.Contains(string(body), `"key"`) {
			t.Errorf("/api/blog: %.1000s", body)
		}

		// A cover needs its alt text on an edit too.
		resp, body = ts.do(t, "PATCH", fmt.Sprintf("/api/admin/posts/%d", post.ID), `{"coverAlt":" "}`, jsonReq)
		if resp.StatusCode != 400 || !strings.Contains(string(body), `"coverAlt"`) {
			t.Fatalf("clearing the alt text of a cover: %d %s", resp.StatusCode, body)
		}

		// Every page that shows the post, in its first HTML: the home
		// page's latest posts, the blog and the article.
		pagesShow := func(t *testing.T, want []string, notWant []string) {
			t.Helper()
			for _, path := range []string{"/", "/blog", "/blog/hot-stones-at-home"} {
				page := html.UnescapeString(string(ts.page(t, path)))
				for _, w := range want {
					if !strings.Contains(page, w) {
						t.Errorf("%s lacks %q", path, w)
					}
				}
				for _, w := range notWant {
					if strings.Contains(page, w) {
						t.Errorf("%s still has %q", path, w)
					}
				}
			}
		}
		pagesShow(t, []string{`alt="` + alt + `"`, webp.Src + ` 1000w`}, nil)

		// A new cover replaces the old one's files.
		if code, body, _ := upload("Stones by candlelight", "again.jpg", phonePhoto(t, 1000, 700, 1, 200)); code != 200 {
			t.Fatalf("second cover: %d %s", code, body)
		}
		second := stored().Cover
		secondJPEG, _ := second.Widest("image/jpeg")
		pagesShow(t, []string{`alt="Stones by candlelight"`, secondJPEG.Src}, []string{`alt="` + alt + `"`, webp.Src, jpeg.Src})
		if n := files(); n != 6 {
			t.Fatalf("%d files after replacing the cover, want 6", n)
		}
		for _, v := range cover.Variants {
			if resp, _ := ts.do(t, "GET", v.Src, "", nil); resp.StatusCode != 404 {
				t.Errorf("the old cover's %s: %d", v.Src, resp.StatusCode)
			}
		}

		// Removed: the post has no picture and no file stays.
		resp, body = ts.do(t, "DELETE", coverPath, "", map[string]string{"Cookie": cookie})
		if resp.StatusCode != 200 {
			t.Fatalf("remove cover: %d %s", resp.StatusCode, body)
		}
		specCheck(t, ts, "DELETE", coverPath, "", resp, body)
		if p := stored(); files() != 0 || p.Cover != nil || p.CoverAlt != "" {
			t.Fatalf("after removing the cover: %d files, %+v", files(), p)
		}
		// The pages show the blog's default picture; the link preview is the site's.
		pagesShow(t, []string{`/media/blog/default.webp`}, []string{`alt="Stones by candlelight"`, secondJPEG.Src})
		if page := string(ts.page(t, "/blog/hot-stones-at-home")); !strings.Contains(page, `<meta property="og:image" content="`+testBaseURL+`/media/og-default.jpg">`) {
			t.Error("the article's og:image is not the site's default after its cover was removed")
		}

		// Deleting a post removes its cover's files.
		if code, body, _ := upload(alt, "stones.jpg", photo); code != 200 {
			t.Fatalf("cover again: %d %s", code, body)
		}
		resp, _ = ts.do(t, "DELETE", fmt.Sprintf("/api/admin/posts/%d", post.ID), "", map[string]string{"Cookie": cookie})
		if resp.StatusCode != 204 || files() != 0 {
			t.Fatalf("delete post: %d, %d files left", resp.StatusCode, files())
		}
	})
}

// A post whose cover was uploaded while a blob store was configured, on a
// server now without one: removing the cover or the post cannot remove its
// files, so both are refused as storage unavailable and change nothing.
func TestPostCoverWithoutStorage(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts := newTestSiteOn(t, e.Config(t))
		setTestPassword(t, ts.db)
		cookie := login(t, ts)
		ctx := t.Context()
		p := &dayspa.Post{Title: "Hot Stones", Slug: "hot-stones", Status: dayspa.PostDraft, CoverAlt: "Warm stones"}
		if err := ts.db.CreatePost(ctx, p); err != nil {
			t.Fatal(err)
		}
		p.SetCover(dayspa.Picture{Width: 960, Height: 720, Variants: []dayspa.PictureVariant{
			{Key: "pictures/0123456789abcdef0123456789abcdef.jpg", Src: "/pictures/0123456789abcdef0123456789abcdef.jpg", Type: "image/jpeg", Width: 960, Height: 720},
		}})
		if err := ts.db.SetPostCover(ctx, p, func([]string) error { return nil }); err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{fmt.Sprintf("/api/admin/posts/%d/cover", p.ID), fmt.Sprintf("/api/admin/posts/%d", p.ID)} {
			resp, body := ts.do(t, "DELETE", path, "", map[string]string{"Cookie": cookie})
			if resp.StatusCode != 503 || !strings.Contains(string(body), msgNoStorage.Text) {
				t.Errorf("DELETE %s: %d %s, want 503", path, resp.StatusCode, body)
			}
			specCheck(t, ts, "DELETE", path, "", resp, body)
		}
		if got, err := ts.db.GetPostByID(ctx, p.ID); err != nil || got.Cover == nil {
			t.Fatalf("after the refusals: %v, %+v", err, got)
		}
	})
}

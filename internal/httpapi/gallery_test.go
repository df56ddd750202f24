package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"image"
	"net/http"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/picture/picturetest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// specCheck validates an answer against docs/openapi.yaml.
func specCheck(t *testing.T, ts *testSite, method, path, body string, resp *http.Response, got []byte) {
	t.Helper()
	_, router := loadSpec(t)
	req, err := http.NewRequest(method, ts.URL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if err := validateAgainstSpec(t, router, req, resp, got); err != nil {
		t.Errorf("%s %s does not match the spec: %v\nbody: %.500s", method, path, err, got)
	}
}

func (us *uploadSite) uploadPicture(t *testing.T, alt, category, fileName string, file []byte) (*http.Response, []byte) {
	t.Helper()
	body, ct := picturetest.Form(map[string]string{"alt": alt, "category": category}, fileName, file)
	return us.do(t, "POST", "/api/admin/gallery", body, map[string]string{"Cookie": us.cookie, "Content-Type": ct})
}

func TestGalleryAPI(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		for _, onS3 := range []bool{false, true} {
			store := map[bool]string{false: "dir", true: "s3"}[onS3]
			t.Run(store, func(t *testing.T) {
				us := newUploadSite(t, e, onS3)
				photo := picturetest.TwoColours(1200, 800)

				// Refused: each leaves no file and no row.
				refusals := []struct {
					name, alt, category, file string
					data                      []byte
					field                     string
				}{
					{"no alt text", "  ", "Treatment Rooms", "a.jpg", photo, "alt"},
					{"bad category", "A room", "Kitchen", "a.jpg", photo, "category"},
					{"no file", "A room", "Treatment Rooms", "", nil, "file"},
					{"text renamed .jpg", "A room", "Treatment Rooms", "room.jpg", []byte("this is not a picture at all, just text"), "file"},
					{"decompression bomb", "A room", "Treatment Rooms", "bomb.png", pngBomb(), "file"},
					{"over 15 MB", "A room", "Treatment Rooms", "big.jpg", append(append([]byte{}, photo...), make([]byte, 15<<20)...), "file"},
				}
				for _, c := range refusals {
					resp, body := us.uploadPicture(t, c.alt, c.category, c.file, c.data)
					var eb errorBody
					json.Unmarshal(body, &eb)
					if resp.StatusCode != 400 || eb.Errors[c.field] == "" {
						t.Fatalf("%s: %d %s, want 400 on %s", c.name, resp.StatusCode, body, c.field)
					}
					us.nothingLeft(t, 0, 0)
					if n := countRows(t, us.db, "gallery_items"); n != 0 {
						t.Fatalf("%s: %d rows", c.name, n)
					}
				}
				resp, _ := us.do(t, "POST", "/api/admin/gallery", "x", map[string]string{"Content-Type": "multipart/form-data; boundary=x"})
				if resp.StatusCode != 401 {
					t.Fatalf("without a session: %d", resp.StatusCode)
				}

				// Three uploads; the files are served immutable.
				var ids []int64
				for i, alt := range []string{"First", "Second", "Third"} {
					resp, body := us.uploadPicture(t, alt, dayspa.GalleryCategories[i], "p.jpg", picturetest.TwoColours(1200+i, 800))
					if resp.StatusCode != 201 {
						t.Fatalf("upload: %d %s", resp.StatusCode, body)
					}
					var it dayspa.GalleryItem
					if err := json.Unmarshal(body, &it); err != nil {
						t.Fatal(err)
					}
					if it.Position != i+1 || it.Picture.Width != 1200+i || len(it.Picture.Variants) != 6 {
						t.Fatalf("created %+v", it)
					}
					ids = append(ids, it.ID)
				}
				if n := us.files(t); n != 18 {
					t.Fatalf("%d files, want 18", n)
				}
				resp, body := us.do(t, "GET", "/api/gallery", "", nil)
				specCheck(t, us.testSite, "GET", "/api/gallery", "", resp, body)
				var items []dayspa.GalleryItem
				json.Unmarshal(body, &items)
				if resp.StatusCode != 200 || len(items) != 3 || strings.Contains(string(body), `"key"`) {
					t.Fatalf("gallery: %d %s", resp.StatusCode, body)
				}
				v := items[0].Picture.Variants[0]
				resp, file := us.do(t, "GET", v.Src, "", nil)
				if resp.StatusCode != 200 || resp.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" ||
					resp.Header.Get("Content-Type") != v.Type {
					t.Fatalf("%s: %d %v", v.Src, resp.StatusCode, resp.Header)
				}
				if m, _, err := image.DecodeConfig(bytes.NewReader(file)); err != nil && v.Type == "image/jpeg" || err == nil && (m.Width != v.Width || m.Height != v.Height) {
					t.Fatalf("%s: %v %+v, recorded %dx%d", v.Src, err, m, v.Width, v.Height)
				}
				if resp, _ := us.do(t, "GET", "/pictures/0123456789abcdef0123456789abcdef.webp", "", nil); resp.StatusCode != 404 {
					t.Fatalf("missing picture: %d", resp.StatusCode)
				}
				if resp, _ := us.do(t, "GET", "/pictures/..%2Freports%2Fx.pdf", "", nil); resp.StatusCode != 404 {
					t.Fatalf("path escape: %d", resp.StatusCode)
				}

				// Reorder: the third to the front; edit alt and category.
				resp, body = us.do(t, "PATCH", fmt.Sprintf("/api/admin/gallery/%d", ids[2]), `{"position":1,"alt":"Third, now first"}`, map[string]string{"Cookie": us.cookie, "Content-Type": "application/json"})
				if resp.StatusCode != 200 {
					t.Fatalf("move: %d %s", resp.StatusCode, body)
				}
				specCheck(t, us.testSite, "PATCH", fmt.Sprintf("/api/admin/gallery/%d", ids[2]), `{"position":1,"alt":"Third, now first"}`, resp, body)
				for _, bad := range []string{`{"position":0}`, `{"position":4}`, `{"alt":""}`, `{"category":"Pool"}`} {
					resp, body = us.do(t, "PATCH", fmt.Sprintf("/api/admin/gallery/%d", ids[0]), bad, map[string]string{"Cookie": us.cookie, "Content-Type": "application/json"})
					if resp.StatusCode != 400 {
						t.Fatalf("patch %s: %d %s", bad, resp.StatusCode, body)
					}
				}
				_, body = us.do(t, "GET", "/api/gallery", "", nil)
				json.Unmarshal(body, &items)
				if items[0].Alt != "Third, now first" || items[1].Alt != "First" || items[2].Alt != "Second" {
					t.Fatalf("order %s", body)
				}

				// Delete: the row and its six files go.
				resp, _ = us.do(t, "DELETE", fmt.Sprintf("/api/admin/gallery/%d", ids[0]), "", map[string]string{"Cookie": us.cookie})
				if resp.StatusCode != 204 {
					t.Fatalf("delete: %d", resp.StatusCode)
				}
				if n := us.files(t); n != 12 {
					t.Fatalf("%d files after delete, want 12", n)
				}
				resp, _ = us.do(t, "DELETE", fmt.Sprintf("/api/admin/gallery/%d", ids[0]), "", map[string]string{"Cookie": us.cookie})
				if resp.StatusCode != 404 {
					t.Fatalf("delete again: %d", resp.StatusCode)
				}
			})
		}
	})
}

// pngBomb is a PNG header claiming 20 000 × 20 000 pixels.
func pngBomb() []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := []byte{0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20, 8, 6, 0, 0, 0}
	chunk := append([]byte("IHDR"), ihdr...)
	b.Write([]byte{0, 0, 0, 13})
	b.Write(chunk)
	b.Write(crc(chunk))
	return b.Bytes()
}

func crc(b []byte) []byte {
	c := crc32.ChecksumIEEE(b)
	return []byte{byte(c >> 24), byte(c >> 16), byte(c >> 8), byte(c)}
}

func TestTeamAPI(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		us := newUploadSite(t, e, false)
		ctx := t.Context()
		th := &dayspa.Therapist{Name: "Zara Test", Gender: dayspa.GenderFemale, Active: true}
		if err := us.db.CreateTherapist(ctx, th); err != nil {
			t.Fatal(err)
		}
		json200 := map[string]string{"Cookie": us.cookie, "Content-Type": "application/json"}
		_, body := us.do(t, "GET", "/api/team", "", nil)
		if strings.Contains(string(body), "Zara") {
			t.Fatalf("a therapist not chosen to show is on the site: %s", body)
		}
		path := fmt.Sprintf("/api/admin/therapists/%d/profile", th.ID)
		resp, body := us.do(t, "PATCH", path, `{"speciality":"Hot stone","bio":"Ten years in Dubai.","shownOnSite":true}`, json200)
		if resp.StatusCode != 200 {
			t.Fatalf("profile: %d %s", resp.StatusCode, body)
		}
		specCheck(t, us.testSite, "PATCH", path, `{"speciality":"Hot stone","bio":"Ten years in Dubai.","shownOnSite":true}`, resp, body)
		resp, body = us.do(t, "PATCH", path, `{"speciality":"`+strings.Repeat("x", 121)+`"}`, json200)
		if resp.StatusCode != 400 || !strings.Contains(string(body), "speciality") {
			t.Fatalf("long speciality: %d %s", resp.StatusCode, body)
		}
		form, ct := picturetest.Form(map[string]string{"photoAlt": "Zara smiling"}, "z.jpg", picturetest.TwoColours(800, 800))
		resp, body = us.do(t, "POST", fmt.Sprintf("/api/admin/therapists/%d/photo", th.ID), form, map[string]string{"Cookie": us.cookie, "Content-Type": ct})
		if resp.StatusCode != 200 {
			t.Fatalf("photo: %d %s", resp.StatusCode, body)
		}
		form, ct = picturetest.Form(map[string]string{"photoAlt": " "}, "z.jpg", picturetest.TwoColours(100, 100))
		resp, body = us.do(t, "POST", fmt.Sprintf("/api/admin/therapists/%d/photo", th.ID), form, map[string]string{"Cookie": us.cookie, "Content-Type": ct})
		if resp.StatusCode != 400 || !strings.Contains(string(body), "photoAlt") {
			t.Fatalf("photo without alt text: %d %s", resp.StatusCode, body)
		}
		form, ct = picturetest.Form(map[string]string{"photoAlt": "Zara"}, "z.jpg", []byte("not a picture"))
		resp, _ = us.do(t, "POST", fmt.Sprintf("/api/admin/therapists/%d/photo", th.ID), form, map[string]string{"Cookie": us.cookie, "Content-Type": ct})
		if resp.StatusCode != 400 {
			t.Fatalf("bad photo: %d", resp.StatusCode)
		}
		if n := us.files(t); n != 4 { // 480 and its own 800, WebP and JPEG
			t.Fatalf("%d files, want 4", n)
		}
		resp, body = us.do(t, "GET", "/api/team", "", nil)
		specCheck(t, us.testSite, "GET", "/api/team", "", resp, body)
		var team []dayspa.TeamMember
		json.Unmarshal(body, &team)
		var zara *dayspa.TeamMember
		for i := range team {
			if team[i].Name == "Zara Test" {
				zara = &team[i]
			}
		}
		if zara == nil || zara.Speciality != "Hot stone" || zara.Photo == nil || zara.PhotoAlt != "Zara smiling" {
			t.Fatalf("team %s", body)
		}
		// A new photo replaces the old one's files.
		form, ct = picturetest.Form(map[string]string{"photoAlt": "Zara again"}, "z.jpg", picturetest.TwoColours(700, 700))
		resp, _ = us.do(t, "POST", fmt.Sprintf("/api/admin/therapists/%d/photo", th.ID), form, map[string]string{"Cookie": us.cookie, "Content-Type": ct})
		if resp.StatusCode != 200 {
			t.Fatalf("second photo: %d", resp.StatusCode)
		}
		if n := us.files(t); n != 4 {
			t.Fatalf("%d files after replacing the photo, want 4", n)
		}
	})
}

package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/picture/picturetest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestExpenseReceipt: the owner attaches a PDF receipt to an expense,
// reads it back as a private file, replaces it with a photo (the PDF's
// file goes), removes it (its file goes), and deleting an expense removes
// its receipt's file; a bad file is a 400 on "file" that changes
// nothing; on both engines, on local disk and on S3.
func TestExpenseReceipt(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		for _, onS3 := range []bool{false, true} {
			t.Run(map[bool]string{false: "dir", true: "s3"}[onS3], func(t *testing.T) {
				us := newUploadSite(t, e, onS3)
				owner := as(us.cookie)
				create := func() dayspa.Expense {
					t.Helper()
					resp, body := us.do(t, "POST", "/api/admin/expenses", expenseBody, owner)
					var x dayspa.Expense
					if resp.StatusCode != 201 || json.Unmarshal(body, &x) != nil {
						t.Fatalf("create: %d %s", resp.StatusCode, body)
					}
					if !strings.Contains(string(body), `"receipt":null`) {
						t.Errorf("a new expense: %s", body)
					}
					return x
				}
				x := create()
				path := fmt.Sprintf("/api/admin/expenses/%d/receipt", x.ID)
				put := func(path, name string, file []byte) (int, []byte) {
					t.Helper()
					form, ct := picturetest.Form(nil, name, file)
					resp, body := us.do(t, "PUT", path, form, as(us.cookie, "Content-Type", ct))
					if resp.StatusCode < 500 {
						specCheck(t, us.testSite, "PUT", path, form, resp, body)
					}
					return resp.StatusCode, body
				}
				fileOf := func(want []byte, contentType, disposition string) {
					t.Helper()
					for _, q := range []string{"", "?download=1"} {
						resp, body := us.do(t, "GET", path+q, "", owner)
						if resp.StatusCode != 200 || !bytes.Equal(body, want) {
							t.Fatalf("GET %s%s: %d, %d bytes, want %d", path, q, resp.StatusCode, len(body), len(want))
						}
						h := resp.Header
						kind := map[string]string{"": "inline", "?download=1": "attachment"}[q]
						if h.Get("Content-Type") != contentType || h.Get("Cache-Control") != "private, no-store" ||
							h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Content-Disposition") != kind+"; "+disposition {
							t.Errorf("GET %s%s headers: %v", path, q, h)
						}
					}
				}

				pdf := pdfOf(4096)
				status, body := put(path, `..\Clean "Co" فاتورة.pdf`, pdf)
				if status != 200 || !strings.Contains(string(body), `"name":"Clean Co فاتورة.pdf"`) || !strings.Contains(string(body), `"contentType":"application/pdf"`) {
					t.Fatalf("attach: %d %s", status, body)
				}
				if strings.Contains(string(body), "receipts/") {
					t.Errorf("the answer shows the storage key: %s", body)
				}
				us.receiptFiles(t, 1)
				fileOf(pdf, "application/pdf", `filename="Clean Co ______.pdf"; filename*=UTF-8''Clean%20Co%20%D9%81%D8%A7%D8%AA%D9%88%D8%B1%D8%A9.pdf`)

				// Refused: each is a 400 on "file" and leaves the PDF.
				for _, c := range []struct {
					name string
					file []byte
					msg  dayspa.Msg
				}{
					{"text.pdf", []byte("just words, not a PDF"), dayspa.MsgReceiptType},
					{"page.html", []byte("<html><script>alert(1)</script>"), dayspa.MsgReceiptType},
					{"empty.pdf", []byte{}, dayspa.MsgReceiptEmpty},
					{"huge.jpg", append(picturetest.TwoColours(8, 8), make([]byte, dayspa.MaxPictureSize)...), dayspa.MsgReceiptTooLarge},
				} {
					status, body := put(path, c.name, c.file)
					var eb errorBody
					_ = json.Unmarshal(body, &eb)
					if status != 400 || eb.Errors["file"] != c.msg.Text {
						t.Errorf("%s: %d %s, want 400 on file: %q", c.name, status, body, c.msg.Text)
					}
				}
				resp, body := us.do(t, "PUT", path, `{"file":"x"}`, owner)
				if resp.StatusCode != 400 || !strings.Contains(string(body), `"file"`) {
					t.Errorf("a JSON body: %d %s", resp.StatusCode, body)
				}
				us.receiptFiles(t, 1)
				fileOf(pdf, "application/pdf", `filename="Clean Co ______.pdf"; filename*=UTF-8''Clean%20Co%20%D9%81%D8%A7%D8%AA%D9%88%D8%B1%D8%A9.pdf`)

				// Replaced by a photo: the PDF's file goes.
				photo := picturetest.TwoColours(40, 30)
				if status, body := put(path, "IMG_0001.JPG", photo); status != 200 || !strings.Contains(string(body), `"contentType":"image/jpeg"`) {
					t.Fatalf("replace: %d %s", status, body)
				}
				us.receiptFiles(t, 1)
				fileOf(photo, "image/jpeg", `filename="IMG_0001.JPG"; filename*=UTF-8''IMG_0001.JPG`)

				// Removed: the file goes, the expense stays.
				resp, body = us.do(t, "DELETE", path, "", owner)
				if resp.StatusCode != 200 || !strings.Contains(string(body), `"receipt":null`) {
					t.Fatalf("remove: %d %s", resp.StatusCode, body)
				}
				specCheck(t, us.testSite, "DELETE", path, "", resp, body)
				us.receiptFiles(t, 0)
				resp, body = us.do(t, "GET", path, "", owner)
				if resp.StatusCode != 404 || !strings.Contains(string(body), dayspa.MsgReceiptNone.Code) {
					t.Errorf("GET after removal: %d %s", resp.StatusCode, body)
				}

				// An unknown expense takes no file.
				if status, body := put("/api/admin/expenses/999999/receipt", "r.pdf", pdf); status != 404 {
					t.Errorf("unknown expense: %d %s", status, body)
				}
				us.receiptFiles(t, 0)

				// Deleting the expense removes its receipt.
				if status, body := put(path, "r.pdf", pdf); status != 200 {
					t.Fatalf("attach again: %d %s", status, body)
				}
				us.receiptFiles(t, 1)
				resp, body = us.do(t, "DELETE", fmt.Sprintf("/api/admin/expenses/%d", x.ID), "", owner)
				if resp.StatusCode != 204 {
					t.Fatalf("delete: %d %s", resp.StatusCode, body)
				}
				us.receiptFiles(t, 0)

				// A receipt whose file is gone already: the expense is
				// still deleted.
				y := create()
				ypath := fmt.Sprintf("/api/admin/expenses/%d/receipt", y.ID)
				if status, body := put(ypath, "r.pdf", pdf); status != 200 {
					t.Fatalf("attach: %d %s", status, body)
				}
				got, err := us.db.GetExpense(t.Context(), y.ID)
				if err != nil || got.Receipt == nil {
					t.Fatalf("stored %+v, %v", got, err)
				}
				if err := us.srv.cfg.Blobs.Delete(t.Context(), got.Receipt.Key); err != nil {
					t.Fatal(err)
				}
				resp, body = us.do(t, "GET", ypath, "", owner)
				if resp.StatusCode != 404 {
					t.Errorf("GET of a missing file: %d %s", resp.StatusCode, body)
				}
				resp, body = us.do(t, "DELETE", fmt.Sprintf("/api/admin/expenses/%d", y.ID), "", owner)
				if resp.StatusCode != 204 {
					t.Errorf("delete with its file gone: %d %s", resp.StatusCode, body)
				}
			})
		}
	})
}

// receiptFiles checks how many receipts are stored.
func (us *uploadSite) receiptFiles(t *testing.T, want int) {
	t.Helper()
	if n := us.files(t); n != want {
		t.Errorf("%d files stored, want %d", n, want)
	}
}

// Only those who see the income read or write a receipt: the owner and
// a manager; reception and therapists are refused, and without a session
// nobody.
func TestExpenseReceiptRoles(t *testing.T) {
	us := newUploadSite(t, sqlstoretest.Engines()[0], false)
	resp, body := us.do(t, "POST", "/api/admin/expenses", expenseBody, as(us.cookie))
	var x dayspa.Expense
	if resp.StatusCode != 201 || json.Unmarshal(body, &x) != nil {
		t.Fatalf("create: %d %s", resp.StatusCode, body)
	}
	path := fmt.Sprintf("/api/admin/expenses/%d/receipt", x.ID)
	form, ct := picturetest.Form(nil, "r.pdf", pdfOf(2048))
	if resp, body := us.do(t, "PUT", path, form, as(us.cookie, "Content-Type", ct)); resp.StatusCode != 200 {
		t.Fatalf("attach: %d %s", resp.StatusCode, body)
	}
	for _, role := range []dayspa.Role{dayspa.RoleOwner, dayspa.RoleManager, dayspa.RoleReception, dayspa.RoleTherapist, ""} {
		cookie := ""
		want := 401
		switch role {
		case dayspa.RoleOwner:
			cookie, want = us.cookie, 200
		case "":
		default:
			email := string(role) + "@serenity.example"
			addStaff(t, us.db, role, email, "role password 2026")
			cookie = staffLogin(t, us.testSite, email, "role password 2026")
			want = map[dayspa.Role]int{dayspa.RoleManager: 200, dayspa.RoleReception: 403, dayspa.RoleTherapist: 403}[role]
		}
		h := map[string]string{}
		if cookie != "" {
			h = as(cookie)
		}
		resp, body := us.do(t, "GET", path, "", h)
		if resp.StatusCode != want {
			t.Errorf("GET as %q: %d %.100s, want %d", role, resp.StatusCode, body, want)
		}
		if want != 200 {
			for _, method := range []string{"PUT", "DELETE"} {
				h := map[string]string{"Content-Type": ct}
				if cookie != "" {
					h = as(cookie, "Content-Type", ct)
				}
				if resp, body := us.do(t, method, path, form, h); resp.StatusCode != want {
					t.Errorf("%s as %q: %d %s, want %d", method, role, resp.StatusCode, body, want)
				}
			}
		}
	}
	us.receiptFiles(t, 1)
}

package sqlstore_test

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestPDFUploads(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("Flow", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			must(t, db.BeginUpload(ctx, "reports/a.pdf"))
			assertCode(t, db.BeginUpload(ctx, "reports/a.pdf"), dayspa.ECONFLICT)
			p := &dayspa.PDFUpload{FileName: "nov.pdf", StorageKey: "reports/a.pdf", FileSize: 1, ReportType: "monthly", ReportDate: day("2026-11-30")}
			must(t, p.Validate()) // the record as the domain makes it: its original name is its file name
			// Not finished yet.
			err := db.CreatePDFUpload(ctx, p)
			assertCode(t, err, dayspa.EINVALID)
			if dayspa.ErrorFields(err)["uploadURL"] == "" {
				t.Errorf("fields %v", dayspa.ErrorFields(err))
			}
			must(t, db.CompleteUpload(ctx, "reports/a.pdf", 2048))
			must(t, db.CreatePDFUpload(ctx, p))
			if p.ID == 0 || p.FileSize != 2048 || p.OriginalName != "nov.pdf" {
				t.Errorf("created %+v", p)
			}
			// Recorded once only, and its URL cannot be used again.
			assertCode(t, db.CreatePDFUpload(ctx, &dayspa.PDFUpload{FileName: "x.pdf", StorageKey: "reports/a.pdf", ReportType: "daily", ReportDate: day("2026-11-30")}), dayspa.EINVALID)
			assertCode(t, db.BeginUpload(ctx, "reports/a.pdf"), dayspa.ECONFLICT)

			got, err := db.GetPDFUpload(ctx, p.ID)
			must(t, err)
			if !reflect.DeepEqual(got, p) {
				t.Errorf("read back %+v, want %+v", got, p)
			}
			list, err := db.ListPDFUploads(ctx)
			must(t, err)
			if len(list) != 1 || list[0].ID != p.ID {
				t.Errorf("list %+v", list)
			}

			failing := errors.New("bucket unreachable")
			err = db.DeletePDFUpload(ctx, p.ID, func(string) error { return failing })
			if !errors.Is(err, failing) {
				t.Fatalf("delete with a failing remove: %v", err)
			}
			if _, err := db.GetPDFUpload(ctx, p.ID); err != nil {
				t.Fatalf("the record went although its file stayed: %v", err)
			}
			var removed string
			must(t, db.DeletePDFUpload(ctx, p.ID, func(k string) error { removed = k; return nil }))
			if removed != "reports/a.pdf" {
				t.Errorf("removed %q", removed)
			}
			_, err = db.GetPDFUpload(ctx, p.ID)
			assertCode(t, err, dayspa.ENOTFOUND)
			assertCode(t, db.DeletePDFUpload(ctx, p.ID, func(string) error { return nil }), dayspa.ENOTFOUND)
		})

		t.Run("AbandonAndStale", func(t *testing.T) {
			t.Parallel()
			db := newTickingDB(t, e)
			must(t, db.BeginUpload(ctx, "k1"))
			must(t, db.AbandonUpload(ctx, "k1"))
			if n := count(t, db, "blob_uploads"); n != 0 {
				t.Fatalf("%d claims after abandoning", n)
			}
			must(t, db.BeginUpload(ctx, "k1")) // a refused upload may be tried again
			must(t, db.CompleteUpload(ctx, "k1", 10))
			must(t, db.AbandonUpload(ctx, "k1")) // a finished one stays
			if n := count(t, db, "blob_uploads"); n != 1 {
				t.Fatalf("abandon removed a finished upload")
			}
			must(t, db.BeginUpload(ctx, "k2"))
			keys, err := db.StaleUploads(ctx, testNow.Add(time.Hour))
			must(t, err)
			slices.Sort(keys)
			if !reflect.DeepEqual(keys, []string{"k1", "k2"}) {
				t.Errorf("stale keys %v", keys)
			}
			if n := count(t, db, "blob_uploads"); n != 0 {
				t.Errorf("%d claims after the sweep", n)
			}
		})
	})
}

package httpapi

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	blobstore "github.com/dayspa/dayspa/internal/blob"
)

// readyAnswer asks /readyz, checks the answer against docs/openapi.yaml
// and decodes it.
func readyAnswer(t *testing.T, ts *testSite) (int, health) {
	t.Helper()
	resp, body := ts.do(t, "GET", "/readyz", "", nil)
	_, router := loadSpec(t)
	req, _ := http.NewRequest("GET", ts.URL+"/readyz", nil)
	if err := validateAgainstSpec(t, router, req, resp, body); err != nil {
		t.Errorf("the answer does not match %s: %v", specPath, err)
	}
	var h health
	if err := json.Unmarshal(body, &h); err != nil {
		t.Fatalf("readyz body %s: %v", body, err)
	}
	return resp.StatusCode, h
}

// TestReadyz: /readyz answers 200 with each check "ok" while the database
// answers, its migrations are applied and the file store is there, and
// 503 naming the one that fails otherwise; /healthz stays 200 throughout,
// the process being up.
func TestReadyz(t *testing.T) {
	forEachEngine(t, func(t *testing.T, ts *testSite) {
		uploads := filepath.Join(t.TempDir(), "uploads")
		blobs, err := blobstore.NewDir(uploads)
		if err != nil {
			t.Fatal(err)
		}
		ts.srv.cfg.Blobs = blobs
		expect := func(status int, message string, checks map[string]string) {
			t.Helper()
			got, h := readyAnswer(t, ts)
			if got != status || h.Message != message {
				t.Errorf("readyz = %d %q, want %d %q", got, h.Message, status, message)
			}
			for k, v := range checks {
				if h.Checks[k] != v {
					t.Errorf("readyz check %s = %q, want %q (%v)", k, h.Checks[k], v, h.Checks)
				}
			}
			if resp, _ := ts.do(t, "GET", "/healthz", "", nil); resp.StatusCode != http.StatusOK {
				t.Errorf("healthz = %d while the process runs", resp.StatusCode)
			}
		}
		allOK := map[string]string{checkDatabase: checkOK, checkMigrations: checkOK, checkFiles: checkOK}
		expect(http.StatusOK, "", allOK)

		t.Run("FileStoreGone", func(t *testing.T) {
			if err := os.Rename(uploads, uploads+".moved"); err != nil {
				t.Fatal(err)
			}
			expect(http.StatusServiceUnavailable, msgFileStoreDown,
				map[string]string{checkDatabase: checkOK, checkMigrations: checkOK, checkFiles: checkUnavailable})
			if err := os.Rename(uploads+".moved", uploads); err != nil {
				t.Fatal(err)
			}
			expect(http.StatusOK, "", allOK)
		})

		t.Run("MigrationMissing", func(t *testing.T) {
			var top int64
			if err := ts.db.SQL().QueryRow(`SELECT MAX(version_id) FROM goose_db_version`).Scan(&top); err != nil {
				t.Fatal(err)
			}
			if _, err := ts.db.SQL().Exec(`UPDATE goose_db_version SET is_applied = $1 WHERE version_id = $2`, false, top); err != nil {
				t.Fatal(err)
			}
			expect(http.StatusServiceUnavailable, msgNotMigrated,
				map[string]string{checkDatabase: checkOK, checkMigrations: checkUnavailable})
			if _, err := ts.db.SQL().Exec(`UPDATE goose_db_version SET is_applied = $1 WHERE version_id = $2`, true, top); err != nil {
				t.Fatal(err)
			}
			expect(http.StatusOK, "", allOK)
		})

		t.Run("DatabaseDown", func(t *testing.T) {
			if err := ts.db.Close(); err != nil {
				t.Fatal(err)
			}
			expect(http.StatusServiceUnavailable, msgDatabaseDown,
				map[string]string{checkDatabase: checkUnavailable, checkMigrations: checkUnavailable, checkFiles: checkOK})
		})
	})
}

// TestReadyzWithoutFileStore: a server without a file store (tests, a
// deployment that uploads nothing) has no files check.
func TestReadyzWithoutFileStore(t *testing.T) {
	ts := newTestSite(t)
	status, h := readyAnswer(t, ts)
	if _, ok := h.Checks[checkFiles]; status != http.StatusOK || ok || len(h.Checks) != 2 {
		t.Errorf("readyz = %d %v, want 200 with the database and migrations checks only", status, h.Checks)
	}
}

// TestDrain: once draining, /readyz answers 503 so that a load balancer
// stops sending, while every other request is still served, each answer
// closing its connection so that kept-alive clients move on.
func TestDrain(t *testing.T) {
	ts := newTestSite(t, func(*Config, *fstest.MapFS) {})
	if resp, _ := ts.do(t, "GET", "/api/services", "", nil); resp.Close || resp.StatusCode != http.StatusOK {
		t.Fatalf("before draining: %d, Connection: close = %v", resp.StatusCode, resp.Close)
	}
	if ts.srv.Draining() {
		t.Fatal("draining before Drain")
	}
	ts.srv.Drain()
	status, h := readyAnswer(t, ts)
	if status != http.StatusServiceUnavailable || h.Message != msgDraining || h.Status != checkUnavailable {
		t.Errorf("readyz while draining = %d %+v", status, h)
	}
	for _, path := range []string{"/api/services", "/healthz", "/services"} {
		resp, _ := ts.do(t, "GET", path, "", nil)
		if resp.StatusCode != http.StatusOK || !resp.Close {
			t.Errorf("%s while draining = %d, Connection: close = %v; want 200 and close", path, resp.StatusCode, resp.Close)
		}
	}
}

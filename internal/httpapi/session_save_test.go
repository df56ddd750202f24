package httpapi

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/alexedwards/scs/v2"

	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// failingSessions is the database's session store with a switch that makes
// every save fail, as a database that stopped answering does.
type failingSessions struct {
	scs.Store
	fail atomic.Bool
}

func (f *failingSessions) Commit(token string, b []byte, expiry time.Time) error {
	if f.fail.Load() {
		return errors.New("session store: connection refused")
	}
	return f.Store.Commit(token, b, expiry)
}

// TestSessionSaveFails: when the session cannot be saved, every request
// still gets one answer. A login's success, whose session does not exist,
// becomes one 500 without cookies; an admin write keeps its answer, a
// refusal as well as a success (it did what it says; only its session's
// last-activity time was not stored).
func TestSessionSaveFails(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		store := &failingSessions{}
		hs := newHostileSite(t, e, 5*time.Second, func(c *Config) { store.Store = c.Sessions; c.Sessions = store })
		addr := hs.Listener.Addr().String()
		store.fail.Store(true)
		path := fmt.Sprintf("/api/admin/services/%d", hs.ss.massage.ID)

		t.Run("Login", func(t *testing.T) {
			body := `{"email":"` + testEmail + `","password":"` + testPassword + `"}`
			got := rawExchange(t, addr, rawRequest("POST", "/api/admin/login", "", len(body), body, "Connection: close"), keepOpen, 5*time.Second)
			oneAnswer(t, got, http.StatusInternalServerError, "Internal error.")
			if c := got[0].Header.Values("Set-Cookie"); len(c) != 0 {
				t.Errorf("a failed login sets cookies: %q", c)
			}
		})
		t.Run("AdminRefusal", func(t *testing.T) {
			got := rawExchange(t, addr, rawRequest("PATCH", path, hs.cookie, len(`{"price":`), `{"price":`, "Connection: close"), keepOpen, 5*time.Second)
			oneAnswer(t, got, http.StatusBadRequest, "The request body is not valid JSON.")
		})
		t.Run("AdminSuccess", func(t *testing.T) {
			body := `{"price":"460.00"}`
			got := rawExchange(t, addr, rawRequest("PATCH", path, hs.cookie, len(body), body, "Connection: close"), keepOpen, 5*time.Second)
			if len(got) != 1 || got[0].StatusCode != 200 || !strings.Contains(string(got[0].body), `"price":"460.00"`) ||
				strings.Count(string(got[0].body), "\n") != 1 {
				t.Fatalf("%d responses: %+v", len(got), got)
			}
		})
		store.fail.Store(false)
		if !isAdmin(t, hs.testSite, hs.cookie) {
			t.Error("the session is gone once the store answers again")
		}
	})
}

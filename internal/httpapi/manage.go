package httpapi

import (
	"net/http"
	"strings"

	"github.com/dayspa/dayspa"
)

// The guest's manage page's API: the booking of a link's token, its
// cancellation and its move to another free time. The token is the
// secret: every answer is private and unindexed, refusals say nothing of
// any other booking, and the request log shows the path without it
// (logPath).

// manageRulesOf are the manage page's rules of a deployment: its
// configuration only, so New builds them once (Server.manage).
func manageRulesOf(cfg Config) dayspa.ManageRules {
	cutoff := cfg.ChangeCutoff
	if cutoff < 0 {
		cutoff = 0
	}
	return dayspa.ManageRules{Cutoff: cutoff, Phone: cfg.Business.Phone, WhatsApp: cfg.Business.WhatsApp, Now: cfg.Now}
}

// linkToken reads the path's token of a guest's secret link (a manage or
// a privacy link) and returns its hash: the answer is neither cached,
// indexed nor followed by a referrer, and a token of the wrong shape is
// refused 404 at once with unknown, like an unknown one.
func linkToken(w http.ResponseWriter, r *http.Request, unknown dayspa.Msg) (string, error) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("X-Robots-Tag", "noindex, nofollow")
	h.Set("Referrer-Policy", "no-referrer")
	token := r.PathValue("token")
	if !dayspa.ValidManageToken(token) {
		return "", dayspa.Errorf(dayspa.ENOTFOUND, unknown)
	}
	return dayspa.HashManageToken(token), nil
}

// manageToken is the hash of a manage link's token (linkToken).
func manageToken(w http.ResponseWriter, r *http.Request) (string, error) {
	return linkToken(w, r, dayspa.MsgManageLink)
}

func (s *Server) getManaged(w http.ResponseWriter, r *http.Request) error {
	hash, err := manageToken(w, r)
	if err != nil {
		return err
	}
	b, err := s.store.ManagedBooking(r.Context(), hash, s.manage)
	if err != nil {
		return err
	}
	if err := s.withDeposit(r.Context(), b); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, b)
	return nil
}

func (s *Server) cancelManaged(w http.ResponseWriter, r *http.Request) error {
	hash, err := manageToken(w, r)
	if err != nil {
		return err
	}
	b, err := s.store.CancelByGuest(r.Context(), hash, s.manage)
	if err != nil {
		return err
	}
	if err := s.withDeposit(r.Context(), b); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, b)
	return nil
}

func (s *Server) rescheduleManaged(w http.ResponseWriter, r *http.Request) error {
	hash, err := manageToken(w, r)
	if err != nil {
		return err
	}
	var req dayspa.Reschedule
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	rules := s.rules
	d, minute, err := req.Parse(rules)
	if err != nil {
		return err
	}
	b, err := s.store.RescheduleByGuest(r.Context(), hash, d, minute, rules, s.manage)
	if err != nil {
		return err
	}
	if err := s.withDeposit(r.Context(), b); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, b)
	return nil
}

// manageTokenPaths are the paths whose last segment (or the one before
// /cancel and /reschedule) is a manage or privacy link's token: the API's,
// and the page's in every language, as the e-mails' links write it
// (dayspa.Language.ManagePath, PrivacyPath), whether or not the build has that
// language, since a link's token must never reach a log.
var manageTokenPaths = func() []string {
	out := []string{"/api/manage/", "/api/privacy/"}
	for _, l := range dayspa.Languages {
		out = append(out, l.ManagePath(""), l.PrivacyPath(""))
	}
	return out
}()

// logPath is the path as the logs show it: a manage token is replaced.
func logPath(path string) string {
	for _, p := range manageTokenPaths {
		if rest, ok := strings.CutPrefix(path, p); ok && rest != "request" {
			tail := ""
			if i := strings.IndexByte(rest, '/'); i >= 0 {
				tail = rest[i:]
			}
			return p + "[token]" + tail
		}
	}
	return path
}

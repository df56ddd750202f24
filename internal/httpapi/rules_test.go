package httpapi

import (
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestRulesBuiltAtStart: the booking and manage-page rules are the
// configuration's, built once by New and the same for every request.
func TestRulesBuiltAtStart(t *testing.T) {
	db := openSpaStore(t, sqlstoretest.Engines()[0]) // SQLite: the rules read no database
	ts := serveSpa(t, db, func(c *Config) {
		c.SlotStep = 30
		c.GuestLimit = 2
		c.ChangeCutoff = -time.Hour
		c.Business.Phone = "+971 4 000 0000"
		c.Business.WhatsApp = "+971 50 000 0000"
	})
	rules := ts.srv.rules
	if rules.Step != 30 || rules.Clock.Location != dubai || !rules.Clock.Now().Equal(spaNow) {
		t.Errorf("slot rules = step %d, clock %v at %v; want 30, Asia/Dubai at %v",
			rules.Step, rules.Clock.Location, rules.Clock.Now(), spaNow)
	}
	want := dayspa.GuestLimit{PerDay: 2, Phone: "+971 4 000 0000", WhatsApp: "+971 50 000 0000"}
	if rules.GuestLimit != want {
		t.Errorf("guest limit = %+v, want %+v", rules.GuestLimit, want)
	}
	m := ts.srv.manage
	if m.Cutoff != 0 || m.Phone != want.Phone || m.WhatsApp != want.WhatsApp || !m.Now().Equal(spaNow) {
		t.Errorf("manage rules = %+v; want no cutoff (a negative one is none) and the spa's contacts", m)
	}
}

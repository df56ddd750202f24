package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
	"github.com/dayspa/dayspa/web"
)

// TestMain_SettingsVisible runs the real program with the booking settings
// set away from their defaults and finds each one's effect where the guest
// or the manager sees it, each by a result the default would not give:
//   - DAYSPA_SLOT_STEP=15: the times the booking page offers (its first
//     HTML, and /api/availability) fall every 15 minutes, and one at :15
//     is booked;
//   - DAYSPA_CHANGE_CUTOFF=48h: the manage page of a booking tomorrow
//     (under 48 hours, over the default 12 ahead) refuses a change and
//     says "48 hours", as the Terms of Service do; one four days ahead
//     may still be changed;
//   - DAYSPA_REMINDERS=3h,30m: confirming a booking puts reminders due 3
//     hours and 30 minutes before it in the dashboard's outbox, and none
//     24 hours before, each the e-mail "Reminder: ... at 3:00 PM";
//   - DAYSPA_TIMEZONE=(a zone at least 3 hours from Dubai's whose clock
//     now reads about 2 PM, see testZone): every page's config block names
//     the zone the app dates by, the guest's calendar file puts 15:00 in
//     UTC from that zone, and today's times offered are past up to the
//     clock there, some of them and not all, so Dubai's clock would fail.
func TestMain_SettingsVisible(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		const password = "a settings test password"
		zoneName, zone := testZone(t, time.Now())
		env := testEnv(t,
			"DAYSPA_SLOT_STEP", "15",
			"DAYSPA_CHANGE_CUTOFF", "48h",
			"DAYSPA_REMINDERS", "3h,30m",
			"DAYSPA_TIMEZONE", zoneName,
			"DAYSPA_ADMIN_PASSWORD", password,
			"DAYSPA_RATE_LIMIT", "0",
		)
		if url := e.Config(t).DatabaseURL; url != "" {
			env["DATABASE_URL"] = url
		}
		m, _ := runMainWith(t, env, web.Dist()) // the real app: the pages say the settings too
		base := "http://" + m.Addr().String()
		today := time.Now().In(zone)
		day := func(n int) string { return today.AddDate(0, 0, n).Format("2006-01-02") }

		var services []struct {
			ID       int64 `json:"id"`
			Duration int   `json:"duration"`
			IsActive bool  `json:"isActive"`
		}
		getJSON(t, base+"/api/services", "", &services)
		var svc int64
		for _, s := range services {
			if s.IsActive && s.Duration == 60 {
				svc = s.ID
				break
			}
		}
		if svc == 0 {
			t.Fatalf("no active 60-minute service in the demo content: %+v", services)
		}

		// The slot step: the booking page's times, every 15 minutes.
		var avail struct {
			Slots []struct {
				Time      string `json:"time"`
				Available bool   `json:"available"`
			} `json:"slots"`
		}
		getJSON(t, fmt.Sprintf("%s/api/availability?serviceId=%d&date=%s", base, svc, day(4)), "", &avail)
		var times []string
		for _, s := range avail.Slots {
			times = append(times, s.Time)
		}
		for _, want := range []string{"10:00", "10:15", "10:30", "10:45", "15:00"} {
			if !slices.Contains(times, want) {
				t.Errorf("DAYSPA_SLOT_STEP=15: the times offered on %s lack %s: %v", day(4), want, times)
			}
		}
		if len(times) > 1 && minuteOf(t, times[1])-minuteOf(t, times[0]) != 15 {
			t.Errorf("DAYSPA_SLOT_STEP=15: the times offered are not 15 minutes apart: %v", times)
		}
		// And the booking form's first HTML, before a service and a day are chosen.
		if _, body := get(t, base+"/booking"); !strings.Contains(string(body), `<option value="09:15">9:15 AM</option>`) ||
			!strings.Contains(string(body), `<option value="21:45">9:45 PM</option>`) {
			t.Error("DAYSPA_SLOT_STEP=15: /booking does not offer 9:15 AM and 9:45 PM")
		}

		// The spa's today is the zone's: the day before it is not a day one
		// may ask about, and today's times are past up to the clock there
		// (Dubai's is at least 3 hours apart, so it would put the line
		// elsewhere or on another day).
		type slot struct {
			Time   string `json:"time"`
			Reason string `json:"reason"`
		}
		var now struct {
			Slots []slot `json:"slots"`
		}
		if resp, body := get(t, fmt.Sprintf("%s/api/availability?serviceId=%d&date=%s", base, svc, day(-1))); resp.StatusCode != 400 ||
			!strings.Contains(string(body), dayspa.MsgDateRange.Text) {
			t.Errorf("DAYSPA_TIMEZONE: %s, the day before the spa's today, answers %d %s", day(-1), resp.StatusCode, body)
		}
		getJSON(t, fmt.Sprintf("%s/api/availability?serviceId=%d&date=%s", base, svc, day(0)), "", &now)
		clock := today.Hour()*60 + today.Minute()
		var pastToday, aheadToday int
		for _, s := range now.Slots {
			switch at := minuteOf(t, s.Time); {
			case at < clock-1 && s.Reason != "past":
				t.Errorf("DAYSPA_TIMEZONE: today at %s is offered (%q), before the spa's %s", s.Time, s.Reason, today.Format("15:04"))
			case at < clock-1:
				pastToday++
			case at > clock+1 && s.Reason == "past":
				t.Errorf("DAYSPA_TIMEZONE: today at %s is past at the spa's %s", s.Time, today.Format("15:04"))
			case at > clock+1:
				aheadToday++
			}
		}
		if pastToday == 0 || aheadToday == 0 {
			t.Errorf("DAYSPA_TIMEZONE: today at the spa's %s, %d times are past and %d ahead; the check needs both to tell the zone from Dubai's: %+v",
				today.Format("15:04"), pastToday, aheadToday, now.Slots)
		}

		book := func(date, at, email string) int64 {
			t.Helper()
			resp, body := doJSON(t, "POST", base+"/api/bookings", "", fmt.Sprintf(
				`{"serviceId":%d,"customerName":"Mariam Saleh","customerEmail":%q,"customerPhone":"+971 50 765 4321","bookingDate":%q,"bookingTime":%q}`,
				svc, email, date, at))
			if resp.StatusCode != 201 {
				t.Fatalf("book %s %s: %d %s", date, at, resp.StatusCode, body)
			}
			var b struct {
				ID          int64  `json:"id"`
				BookingTime string `json:"bookingTime"`
			}
			json.Unmarshal(body, &b)
			if b.BookingTime != at {
				t.Fatalf("booked at %q, asked %s", b.BookingTime, at)
			}
			return b.ID
		}
		soon := book(day(1), "15:15", "soon@example.com") // 15:15: on the 15-minute grid only
		later := book(day(4), "15:00", "later@example.com")

		_, cookie := adminLogin(t, base, password)
		if cookie == "" {
			t.Fatal("no session cookie")
		}
		for _, id := range []int64{soon, later} {
			resp, body := doJSON(t, "PATCH", fmt.Sprintf("%s/api/admin/bookings/%d/status", base, id), cookie, `{"status":"confirmed"}`)
			if resp.StatusCode != 200 {
				t.Fatalf("confirm %d: %d %s", id, resp.StatusCode, body)
			}
		}

		// The reminders, in the dashboard's outbox, due before the start in
		// the spa's zone.
		var outbox []struct {
			ID        int64     `json:"id"`
			BookingID int64     `json:"bookingId"`
			Kind      string    `json:"kind"`
			DueAt     time.Time `json:"dueAt"`
		}
		getJSON(t, base+"/api/admin/outbox?status=pending", cookie, &outbox)
		start, err := time.ParseInLocation("2006-01-02 15:04", day(4)+" 15:00", zone)
		if err != nil {
			t.Fatal(err)
		}
		var due []time.Time
		var confirmed, reminder int64
		for _, msg := range outbox {
			if msg.BookingID != later {
				continue
			}
			switch msg.Kind {
			case "reminder":
				due = append(due, msg.DueAt)
				reminder = msg.ID
			case "confirmed":
				confirmed = msg.ID
			}
		}
		slices.SortFunc(due, func(a, b time.Time) int { return a.Compare(b) })
		if want := []time.Time{start.Add(-3 * time.Hour), start.Add(-30 * time.Minute)}; !slices.EqualFunc(due, want, time.Time.Equal) {
			t.Errorf("DAYSPA_REMINDERS=3h,30m: the booking at %s has reminders due %v, want %v", start, due, want)
		}

		// The reminder e-mail the guest will get.
		var rem struct {
			Preview struct {
				Subject string `json:"subject"`
			} `json:"preview"`
		}
		getJSON(t, fmt.Sprintf("%s/api/admin/outbox/%d", base, reminder), cookie, &rem)
		if when := " on " + start.Format("Monday, January 2, 2006") + " at 3:00 PM"; !strings.HasPrefix(rem.Preview.Subject, "Reminder: ") ||
			!strings.HasSuffix(rem.Preview.Subject, when) {
			t.Errorf("the reminder's subject %q, want Reminder: (the service)%s", rem.Preview.Subject, when)
		}

		// The guest's confirmation: its calendar file in UTC from the
		// spa's zone, and the manage link.
		var msg struct {
			Preview struct {
				Text string `json:"text"`
			} `json:"preview"`
			ICS string `json:"ics"`
		}
		getJSON(t, fmt.Sprintf("%s/api/admin/outbox/%d", base, confirmed), cookie, &msg)
		if want := "DTSTART:" + start.UTC().Format("20060102T150405Z"); !strings.Contains(msg.ICS, want) {
			t.Errorf("DAYSPA_TIMEZONE: the confirmation's calendar file lacks %s:\n%s", want, msg.ICS)
		}
		// The cut-off, on the manage page.
		var page struct {
			CanChange bool   `json:"canChange"`
			Reason    string `json:"reason"`
		}
		soonToken := manageTokenOf(t, base, cookie, soon, "confirmed")
		getJSON(t, base+"/api/manage/"+soonToken, "", &page)
		if page.CanChange || !strings.Contains(page.Reason, "Changes online are possible until 48 hours before your appointment.") {
			t.Errorf("DAYSPA_CHANGE_CUTOFF=48h: a booking tomorrow: %+v, want no change, until 48 hours", page)
		}
		resp, body := doJSON(t, "POST", base+"/api/manage/"+soonToken+"/cancel", "", "")
		if resp.StatusCode != 409 || !strings.Contains(string(body), "48 hours") {
			t.Errorf("DAYSPA_CHANGE_CUTOFF=48h: cancelling a booking tomorrow = %d %s, want 409", resp.StatusCode, body)
		}
		// The terms the guest agreed to say the same cut-off, in the first HTML.
		if _, body := get(t, base+"/terms"); !strings.Contains(strings.ReplaceAll(string(body), "<!-- -->", ""), "You can change or cancel your appointment until 48 hours before it starts") {
			t.Error("DAYSPA_CHANGE_CUTOFF=48h: /terms does not say 48 hours")
		}
		laterToken := manageTokenOf(t, base, cookie, later, "confirmed")
		page.CanChange, page.Reason = false, ""
		getJSON(t, base+"/api/manage/"+laterToken, "", &page)
		if !page.CanChange {
			t.Errorf("DAYSPA_CHANGE_CUTOFF=48h: a booking four days ahead may not be changed: %+v", page)
		}

		// The zone reaches the pages, whose app dates everything by it.
		for _, path := range []string{"/", "/booking", "/booking/manage/" + laterToken} {
			_, body := get(t, base+path)
			if !strings.Contains(string(body), `"timeZone":"`+zoneName+`"`) {
				t.Errorf("DAYSPA_TIMEZONE: %s does not tell the app the spa's zone", path)
			}
		}
	})
}

// testZone is a fixed-offset zone at least 3 hours from Dubai's (UTC+4)
// whose clock at now reads nearest 2 PM, inside the demo's opening hours
// (9 AM to 10 PM every day): today there has times both past and ahead,
// and Dubai's clock would draw the line between them elsewhere or date the
// day differently, whatever the hour the test runs.
func testZone(t *testing.T, now time.Time) (string, *time.Location) {
	t.Helper()
	best, bestGap := 0, 24*60
	for off := -12; off <= 14; off++ { // the offsets the Etc/GMT zones cover
		if off > 4-3 && off < 4+3 {
			continue
		}
		local := now.UTC().Add(time.Duration(off) * time.Hour)
		gap := local.Hour()*60 + local.Minute() - 14*60
		if gap < 0 {
			gap = -gap
		}
		if gap < bestGap {
			best, bestGap = off, gap
		}
	}
	// Etc/GMT names count the other way: Etc/GMT-11 is UTC+11.
	name := fmt.Sprintf("Etc/GMT%+d", -best)
	if best == 0 {
		name = "Etc/GMT"
	}
	zone, err := time.LoadLocation(name)
	if err != nil {
		t.Fatal(err)
	}
	return name, zone
}

var manageToken = regexp.MustCompile(`/booking/manage/([A-Za-z0-9_-]{32})`)

// manageTokenOf is the token of the manage link in booking id's e-mail of
// that kind ("request_received", "confirmed"), read from its preview in
// the dashboard's outbox, as the guest would receive it.
func manageTokenOf(t *testing.T, base, cookie string, id int64, kind string) string {
	t.Helper()
	var outbox []struct {
		ID        int64  `json:"id"`
		BookingID int64  `json:"bookingId"`
		Kind      string `json:"kind"`
	}
	getJSON(t, base+"/api/admin/outbox", cookie, &outbox)
	for _, o := range outbox {
		if o.BookingID != id || o.Kind != kind {
			continue
		}
		var msg struct {
			Preview struct {
				Text string `json:"text"`
			} `json:"preview"`
		}
		getJSON(t, fmt.Sprintf("%s/api/admin/outbox/%d", base, o.ID), cookie, &msg)
		if tok := manageToken.FindStringSubmatch(msg.Preview.Text); tok != nil {
			return tok[1]
		}
	}
	t.Fatalf("no manage link in the %s e-mail of booking %d", kind, id)
	return ""
}

// minuteOf is the minute of the day of "HH:MM".
func minuteOf(t *testing.T, hm string) int {
	t.Helper()
	c, err := time.Parse("15:04", hm)
	if err != nil {
		t.Fatalf("time %q: %v", hm, err)
	}
	return c.Hour()*60 + c.Minute()
}

// doJSON makes a request with a JSON body (none when body is "") and the
// admin's cookie when given.
func doJSON(t *testing.T, method, url, cookie, body string) (*http.Response, []byte) {
	t.Helper()
	var r io.Reader
	if body != "" {
		r = bytes.NewReader([]byte(body))
	}
	req, err := http.NewRequest(method, url, r)
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, b
}

// getJSON reads url's JSON answer into v, failing unless it is 200.
func getJSON(t *testing.T, url, cookie string, v any) {
	t.Helper()
	resp, body := doJSON(t, "GET", url, cookie, "")
	if resp.StatusCode != 200 {
		t.Fatalf("GET %s = %d %s", url, resp.StatusCode, body)
	}
	if err := json.Unmarshal(body, v); err != nil {
		t.Fatalf("GET %s: %v\n%s", url, err, body)
	}
}

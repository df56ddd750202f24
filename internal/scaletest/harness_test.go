package scaletest

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	_ "time/tzdata"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

var (
	soakDuration = flag.Duration("soak", 10*time.Second, "how long the soak's measured load runs (make soak: 60s)")
	soakConns    = flag.Int("soak-conns", 100, "the soak's connections (make soak: 500)")
	soakWarmup   = flag.Duration("soak-warmup", 5*time.Second, `the soak's warm-up, after which "before" is measured`)
)

// bin is the built program under test (DAYSPA_BIN).
var bin string

func TestMain(m *testing.M) {
	flag.Parse()
	bin = os.Getenv("DAYSPA_BIN")
	os.Exit(m.Run())
}

func needBinary(t testing.TB) {
	t.Helper()
	if bin == "" {
		t.Skip("DAYSPA_BIN is not set: make test-scale builds bin/dayspa and runs these tests on it")
	}
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("DAYSPA_BIN: %v", err)
	}
}

// postgresURL returns the URL of a new, migrated database with no data on
// TEST_DATABASE_URL's server, dropped when the test ends.
func postgresURL(t testing.TB) string {
	t.Helper()
	if os.Getenv("TEST_DATABASE_URL") == "" {
		t.Skip("TEST_DATABASE_URL is not set: the instances share a PostgreSQL database")
	}
	return sqlstoretest.PostgresConfig(t).DatabaseURL
}

// The servers these tests start listen on loopback ports from portBase
// (SCALE_PORT_BASE, default 18650) upward, 50 of them, so that they stay
// clear of the other servers on a shared machine.
var ports = struct {
	sync.Mutex
	base, next int
}{}

// freePort returns a port of the range that nothing listens on now.
func freePort(t testing.TB) int {
	t.Helper()
	ports.Lock()
	defer ports.Unlock()
	if ports.base == 0 {
		ports.base = 18650
		if v, err := strconv.Atoi(os.Getenv("SCALE_PORT_BASE")); err == nil && v > 0 {
			ports.base = v
		}
	}
	for range 50 {
		p := ports.base + ports.next
		ports.next = (ports.next + 1) % 50
		ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", p))
		if err == nil {
			ln.Close()
			return p
		}
	}
	t.Fatalf("no free port in %d-%d", ports.base, ports.base+49)
	return 0
}

// listenFree listens on a free port of the range.
func listenFree(t testing.TB) net.Listener {
	t.Helper()
	for range 5 {
		ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", freePort(t)))
		if err == nil {
			return ln
		}
	}
	t.Fatal("cannot listen on a free port")
	return nil
}

// The bucket every instance shares.
const (
	bucket       = "dayspa-reports"
	s3AccessKey  = "scale-test-key"
	s3SecretKey  = "scale-test-secret"
	adminPasswd  = "scale test password 2026"
	dubaiZone    = "Asia/Dubai"
	oneHourPlace = 60
)

// startS3 serves an S3-compatible bucket in this process over HTTP and
// returns the settings that point an instance at it.
func startS3(t testing.TB) map[string]string {
	t.Helper()
	backend := s3mem.New()
	if err := backend.CreateBucket(bucket); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(gofakes3.New(backend).Server())
	srv.Listener.Close()
	srv.Listener = listenFree(t)
	srv.Start()
	t.Cleanup(srv.Close)
	return map[string]string{
		"DAYSPA_S3_BUCKET": bucket, "DAYSPA_S3_ENDPOINT": srv.URL, "DAYSPA_S3_REGION": "me-central-1",
		"DAYSPA_S3_ACCESS_KEY_ID": s3AccessKey, "DAYSPA_S3_SECRET_ACCESS_KEY": s3SecretKey,
	}
}

// answer is one HTTP exchange's result.
type answer struct {
	status int
	body   []byte
	header http.Header
}

// call sends one request with an optional session cookie and JSON body.
func call(t testing.TB, client *http.Client, method, url, body, cookie string) answer {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("%s %s: read: %v", method, url, err)
	}
	return answer{resp.StatusCode, b, resp.Header}
}

// login logs the admin in on the instance at base and returns the
// session cookie.
func login(t testing.TB, client *http.Client, base string) string {
	t.Helper()
	a := call(t, client, "POST", base+"/api/admin/login", fmt.Sprintf(`{"email":"hello@serenitydayspa.ae","password":%q}`, adminPasswd), "")
	if a.status != http.StatusOK {
		t.Fatalf("login on %s = %d %s", base, a.status, a.body)
	}
	for _, c := range (&http.Response{Header: a.header}).Cookies() {
		if c.Name == "dayspa_session" {
			return c.Name + "=" + c.Value
		}
	}
	t.Fatalf("login on %s set no session cookie", base)
	return ""
}

// service is the part of a service these tests read.
type service struct {
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	Category string `json:"category"`
	Duration int    `json:"duration"`
	IsActive bool   `json:"isActive"`
}

// oneHourService returns an active 60-minute treatment that takes one
// place (not a couples one).
func oneHourService(t testing.TB, base string) service {
	t.Helper()
	a := call(t, http.DefaultClient, "GET", base+"/api/services", "", "")
	var list []service
	if err := json.Unmarshal(a.body, &list); err != nil {
		t.Fatalf("services: %v: %s", err, a.body)
	}
	for _, s := range list {
		if s.IsActive && s.Duration == oneHourPlace && !strings.Contains(s.Category, "Couples") {
			return s
		}
	}
	t.Fatal("no active 60-minute single treatment among the demo services")
	return service{}
}

// spaDay is the spa's calendar day offset days from today, in Dubai.
func spaDay(offset int) string {
	loc, err := time.LoadLocation(dubaiZone)
	if err != nil {
		panic(err)
	}
	return time.Now().In(loc).AddDate(0, 0, offset).Format("2006-01-02")
}

// teamSize and slotPlaces are the team these tests give the spa and how
// many bookings they put in one start time: less than half the team,
// because a treatment holds its room and therapist for its preparation
// time after it, into the next hour's start.
const (
	teamSize   = 100
	slotPlaces = 45
)

// giveTeam adds single rooms and therapists qualified for the service svc,
// at work from 09:00 to 22:00 every day, through the admin API of the
// instance at base.
func giveTeam(t testing.TB, base string, svc int64, rooms, therapists int) {
	t.Helper()
	client := &http.Client{Timeout: 30 * time.Second}
	cookie := login(t, client, base)
	var week []string
	for _, d := range []string{"mon", "tue", "wed", "thu", "fri", "sat", "sun"} {
		week = append(week, fmt.Sprintf(`%q:[{"start":"09:00","end":"22:00"}]`, d))
	}
	for i := range rooms {
		if a := call(t, client, "POST", base+"/api/admin/rooms", fmt.Sprintf(`{"name":"Test room %d","kind":"single"}`, i+1), cookie); a.status != http.StatusCreated {
			t.Fatalf("room %d = %d %s", i+1, a.status, a.body)
		}
	}
	for i := range therapists {
		therapist := fmt.Sprintf(`{"name":"Test therapist %d","gender":"female","serviceIds":[%d],"schedule":{%s}}`, i+1, svc, strings.Join(week, ","))
		if a := call(t, client, "POST", base+"/api/admin/therapists", therapist, cookie); a.status != http.StatusCreated {
			t.Fatalf("therapist %d = %d %s", i+1, a.status, a.body)
		}
	}
}

// retireTeam deactivates every room and therapist of the instance at base
// (the demo team), so that a test's own team is the spa's only one.
func retireTeam(t testing.TB, base string) {
	t.Helper()
	client := &http.Client{Timeout: 30 * time.Second}
	cookie := login(t, client, base)
	for _, kind := range []string{"rooms", "therapists"} {
		var list []struct {
			ID int64 `json:"id"`
		}
		a := call(t, client, "GET", base+"/api/admin/"+kind, "", cookie)
		if err := json.Unmarshal(a.body, &list); err != nil {
			t.Fatalf("%s: %v: %s", kind, err, a.body)
		}
		for _, x := range list {
			if a := call(t, client, "PATCH", fmt.Sprintf("%s/api/admin/%s/%d", base, kind, x.ID), `{"active":false}`, cookie); a.status != http.StatusOK {
				t.Fatalf("deactivate %s %d = %d %s", kind, x.ID, a.status, a.body)
			}
		}
	}
}

// slotOf walks the bookable slots, from tomorrow: the n-th slot of its own
// (day, hour) when each takes perSlot bookings.
func slotOf(n, perSlot int) (day, hour string) {
	k := n / perSlot
	return spaDay(1 + k%89), fmt.Sprintf("%02d:00", 9+(k/89)%13)
}

// bookingBody is a booking request of guest g for svc at day and hour.
func bookingBody(svc int64, g string, day, hour string) string {
	return fmt.Sprintf(`{"serviceId":%d,"customerName":"Guest %s","customerEmail":"guest-%s@example.ae",`+
		`"customerPhone":"+971 50 123 4567","bookingDate":%q,"bookingTime":%q}`, svc, g, g, day, hour)
}

// bookingID reads the id of a created booking's answer.
func bookingID(body []byte) (int64, error) {
	var b struct {
		ID int64 `json:"id"`
	}
	if err := json.Unmarshal(body, &b); err != nil || b.ID <= 0 {
		return 0, fmt.Errorf("booking answer without an id: %s", body)
	}
	return b.ID, nil
}

// isDialError reports whether err happened before a request was sent:
// the connection could not be made (refused, as a stopped instance's port
// answers). A balancer may send such a request elsewhere, whatever its
// method.
func isDialError(err error) bool {
	var op *net.OpError
	return errors.As(err, &op) && op.Op == "dial"
}

// ackSet collects the ids of the bookings the server acknowledged (201).
type ackSet struct {
	mu  sync.Mutex
	ids []int64
}

func (a *ackSet) add(id int64) {
	a.mu.Lock()
	a.ids = append(a.ids, id)
	a.mu.Unlock()
}

func (a *ackSet) list() []int64 {
	a.mu.Lock()
	defer a.mu.Unlock()
	return append([]int64(nil), a.ids...)
}

// until polls cond every step until it holds or timeout passes.
func until(ctx context.Context, timeout, step time.Duration, cond func() bool) bool {
	deadline := time.Now().Add(timeout)
	for {
		if cond() {
			return true
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			return false
		}
		time.Sleep(step)
	}
}

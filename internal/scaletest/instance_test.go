package scaletest

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// instance is one `dayspa serve` process of the built binary.
type instance struct {
	t    testing.TB
	name string
	Addr string // host:port of the site
	// MetricsAddr is the private metrics listener.
	MetricsAddr string
	env         []string
	log         *logBuffer

	mu      sync.Mutex
	cmd     *exec.Cmd
	done    chan struct{}
	waitErr error
}

// newInstance prepares an instance with the given settings on top of the
// defaults of these tests: a free port, its own data dir, the admin
// password, JSON logs, limits off. It does not start it.
func newInstance(t testing.TB, name string, settings map[string]string) *instance {
	t.Helper()
	needBinary(t)
	addr := fmt.Sprintf("127.0.0.1:%d", freePort(t))
	metrics := fmt.Sprintf("127.0.0.1:%d", freePort(t))
	env := map[string]string{
		"DAYSPA_ADDR": addr, "DAYSPA_METRICS_ADDR": metrics, "DAYSPA_DATA_DIR": t.TempDir(),
		"DAYSPA_BASE_URL": "http://" + addr, "DAYSPA_ADMIN_PASSWORD": adminPasswd, "DAYSPA_LOG_FORMAT": "json",
		"DAYSPA_RATE_LIMIT": "0", "DAYSPA_READ_RATE_LIMIT": "0", "DAYSPA_GUEST_DAILY_LIMIT": "0", "DAYSPA_TIMEZONE": dubaiZone,
		"DAYSPA_STAFF_CODES": "offered", // the owner signs in with the password alone
	}
	for k, v := range settings {
		env[k] = v
	}
	// The machine's environment without any dayspa setting of its own.
	var list []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DAYSPA_") && !strings.HasPrefix(kv, "DATABASE_URL=") {
			list = append(list, kv)
		}
	}
	for k, v := range env {
		list = append(list, k+"="+v)
	}
	in := &instance{t: t, name: name, Addr: addr, MetricsAddr: metrics, env: list, log: &logBuffer{}}
	t.Cleanup(func() {
		if in.running() {
			in.signal(syscall.SIGTERM)
			if !in.wait(30 * time.Second) {
				in.kill()
			}
		}
		if t.Failed() {
			t.Logf("%s's last log lines:\n%s", in.name, in.log.tail(4000))
		}
	})
	return in
}

// URL is the site's origin.
func (in *instance) URL() string { return "http://" + in.Addr }

// start runs the process and waits until /readyz answers 200; it returns
// the time from the process's start to that answer.
func (in *instance) start() time.Duration {
	in.t.Helper()
	in.mu.Lock()
	cmd := exec.Command(bin, "serve")
	cmd.Env = in.env
	cmd.Stdout, cmd.Stderr = in.log, in.log
	began := time.Now()
	if err := cmd.Start(); err != nil {
		in.mu.Unlock()
		in.t.Fatalf("start %s: %v", in.name, err)
	}
	in.cmd, in.done = cmd, make(chan struct{})
	done := in.done
	go func() {
		err := cmd.Wait()
		in.mu.Lock()
		in.waitErr = err
		in.mu.Unlock()
		close(done)
	}()
	in.mu.Unlock()

	client := &http.Client{Timeout: 500 * time.Millisecond}
	for deadline := began.Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		select {
		case <-done:
			in.t.Fatalf("%s exited at start (%v):\n%s", in.name, in.exitErr(), in.log.tail(4000))
		default:
		}
		resp, err := client.Get(in.URL() + "/readyz")
		if err != nil {
			continue
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusOK {
			return time.Since(began)
		}
	}
	in.t.Fatalf("%s was not ready within 30 s:\n%s", in.name, in.log.tail(4000))
	return 0
}

func (in *instance) running() bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.done == nil {
		return false
	}
	select {
	case <-in.done:
		return false
	default:
		return true
	}
}

func (in *instance) pid() int {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.cmd.Process.Pid
}

func (in *instance) signal(sig os.Signal) {
	in.mu.Lock()
	defer in.mu.Unlock()
	_ = in.cmd.Process.Signal(sig)
}

// wait reports whether the process exited within timeout.
func (in *instance) wait(timeout time.Duration) bool {
	in.mu.Lock()
	done := in.done
	in.mu.Unlock()
	select {
	case <-done:
		return true
	case <-time.After(timeout):
		return false
	}
}

// kill ends the process with SIGKILL, as a crash or the OOM killer would.
func (in *instance) kill() {
	in.signal(syscall.SIGKILL)
	if !in.wait(10 * time.Second) {
		in.t.Fatalf("%s survived SIGKILL", in.name)
	}
}

func (in *instance) exitErr() error {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.waitErr
}

// rssKB is the process's resident memory, from /proc.
func (in *instance) rssKB() int {
	in.t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", in.pid()))
	if err != nil {
		in.t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			if err != nil {
				in.t.Fatal(err)
			}
			return n
		}
	}
	in.t.Fatal("no VmRSS in /proc status")
	return 0
}

// metric reads one sample of the instance's /metrics: the value of the
// line that starts with series (name and labels, as the text format
// writes them).
func (in *instance) metric(series string) float64 {
	in.t.Helper()
	resp, err := http.Get("http://" + in.MetricsAddr + "/metrics")
	if err != nil {
		in.t.Fatalf("scrape %s: %v", in.name, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	for _, line := range strings.Split(string(body), "\n") {
		if rest, ok := strings.CutPrefix(line, series+" "); ok {
			v, err := strconv.ParseFloat(strings.TrimSpace(rest), 64)
			if err != nil {
				in.t.Fatalf("%s: %q", series, line)
			}
			return v
		}
	}
	in.t.Fatalf("%s's /metrics has no %s", in.name, series)
	return 0
}

// logBuffer keeps what a process writes, up to 8 MB.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.buf.Len() < 8<<20 {
		l.buf.Write(p)
	}
	return len(p), nil
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

func (l *logBuffer) tail(n int) string {
	s := l.String()
	if len(s) > n {
		s = "…" + s[len(s)-n:]
	}
	return s
}

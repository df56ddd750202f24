package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Issue 37's memory targets: resident memory after a new server's start,
// after every public page has been rendered in both languages, and at
// rest after that.
const (
	startTarget = 40 << 20
	pagesTarget = 80 << 20
	restTarget  = 80 << 20
)

// memory measures the server's memory on SQLite, the default deployment:
// resident (VmRSS) after a new server's start (restarted on the data of a
// first start, whose demo pictures go through the WebP encoder once),
// after every public page in both languages has been rendered, and at
// rest once the renderer's idle runtimes are dropped (DAYSPA_RENDERER_IDLE,
// 5 s here so that the run does not wait the default minute). Beside
// each, the part of it that is the binary's own pages (the kernel maps
// them, and drops them under pressure) and, after a full collection, the
// live heap: which of them moved is what tells the renderer, the heap's
// fragmentation and the binary apart. The soak test (internal/scaletest)
// checks that the memory at rest does not grow.
func (b *bench) memory(ctx context.Context) error {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	metrics := l.Addr().String()
	l.Close()
	s, err := b.start(ctx, "DAYSPA_METRICS_ADDR="+metrics, "DAYSPA_METRICS_DEBUG=true", "DAYSPA_RENDERER_IDLE=5s")
	if err != nil {
		return err
	}
	defer s.stop()
	time.Sleep(2 * time.Second)
	first, err := memoryNow(metrics)
	if err != nil {
		return err
	}
	ready, err := s.restart(ctx)
	if err != nil {
		return err
	}
	fmt.Printf("## memory (SQLite)\nfirst start, 2 s after its demo pictures were in: RSS %s\n", first)
	time.Sleep(2 * time.Second)
	if err := showMemory(metrics, fmt.Sprintf("a new server, 2 s after ready (%d ms)", ready.Milliseconds()), startTarget); err != nil {
		return err
	}
	for _, p := range publicPages {
		resp, err := http.Get(s.URL + p)
		if err != nil {
			return err
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("GET %s: %s", p, resp.Status)
		}
	}
	held, err := scrape(metrics, "dayspa_page_renderers")
	if err != nil {
		return err
	}
	if err := showMemory(metrics, fmt.Sprintf("after the %d public pages, rendered (%.0f runtimes)", len(publicPages), held), pagesTarget); err != nil {
		return err
	}
	waited := time.Now()
	for deadline := waited.Add(30 * time.Second); held > 0 && time.Now().Before(deadline); time.Sleep(250 * time.Millisecond) {
		if held, err = scrape(metrics, "dayspa_page_renderers"); err != nil {
			return err
		}
	}
	time.Sleep(time.Second) // the renderer hands the memory back right after it drops the last runtime
	return showMemory(metrics, fmt.Sprintf("at rest %.0f s later (%.0f runtimes)", time.Since(waited).Seconds(), held), restTarget)
}

// showMemory prints the server's resident memory now, then the figures
// after a full collection, with the target.
func showMemory(metrics, what string, target int64) error {
	now, err := memoryNow(metrics)
	if err != nil {
		return err
	}
	collected, err := memoryCollected(metrics)
	if err != nil {
		return err
	}
	fmt.Printf("%s: RSS %s (target < %d MB: %s)\n", what, now, target>>20,
		verdict(fmt.Sprintf("memory: %s, RSS %.1f MB, target < %d MB", what, mb(now.RSS), target>>20), now.RSS < target))
	fmt.Printf("    after a full collection: RSS %.1f MB, of it the binary's pages %.1f MB; live heap %.1f MB, the heap's spans' unused room %.1f MB, the runtime's metadata %.1f MB\n",
		mb(collected.RSS), mb(collected.RSSFile), mb(collected.HeapLive), mb(collected.HeapUnused), mb(collected.Metadata))
	return nil
}

func mb(b int64) float64 { return float64(b) / (1 << 20) }

// memoryNow reads the server's memory as it is (GET /debug/memory), and
// memoryCollected after a full collection (POST /debug/memory, which also
// hands the free memory back to the system).
func memoryNow(metrics string) (debugMemory, error) {
	return readMemory(http.Get("http://" + metrics + "/debug/memory"))
}

func memoryCollected(metrics string) (debugMemory, error) {
	return readMemory(http.Post("http://"+metrics+"/debug/memory", "", nil))
}

// debugMemory holds the figures of the server's /debug/memory this run
// prints, in bytes.
type debugMemory struct {
	RSS, RSSFile, HeapLive, HeapUnused, Metadata int64
}

func (m debugMemory) String() string {
	return fmt.Sprintf("%.1f MB (the binary's pages %.1f MB, the rest %.1f MB)", mb(m.RSS), mb(m.RSSFile), mb(m.RSS-m.RSSFile))
}

func readMemory(resp *http.Response, err error) (debugMemory, error) {
	if err != nil {
		return debugMemory{}, err
	}
	defer resp.Body.Close()
	var m debugMemory
	if resp.StatusCode != http.StatusOK {
		return m, fmt.Errorf("%s %s: %s", resp.Request.Method, resp.Request.URL.Path, resp.Status)
	}
	if err := json.NewDecoder(resp.Body).Decode(&m); err != nil {
		return m, fmt.Errorf("%s %s: %w", resp.Request.Method, resp.Request.URL.Path, err)
	}
	if m.RSS == 0 {
		return m, fmt.Errorf("%s %s: no resident memory (not Linux?)", resp.Request.Method, resp.Request.URL.Path)
	}
	return m, nil
}

// scrape reads one series without labels from the metrics listener.
func scrape(metrics, series string) (float64, error) {
	resp, err := http.Get("http://" + metrics + "/metrics")
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(body), "\n") {
		if rest, ok := strings.CutPrefix(line, series+" "); ok {
			return strconv.ParseFloat(strings.TrimSpace(rest), 64)
		}
	}
	return 0, fmt.Errorf("/metrics has no %s", series)
}

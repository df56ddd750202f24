// Package stripemock starts stripe-mock, Stripe's official mock of its
// API, for tests: the version go.mod pins (its tool directive), built
// once per test binary from the module cache and started on a free port
// of the loopback. No network is needed beyond the module proxy that
// filled the cache; a mock that cannot be built or started fails the
// test, it never skips it.
package stripemock

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sync"
	"testing"
	"time"
)

var (
	buildOnce sync.Once
	binary    string
	buildErr  error
)

// build compiles stripe-mock into a temporary directory, once.
func build() (string, error) {
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "stripe-mock-")
		if err != nil {
			buildErr = err
			return
		}
		binary = filepath.Join(dir, "stripe-mock")
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, "go", "build", "-o", binary, "github.com/stripe/stripe-mock")
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("build stripe-mock: %w\n%s", err, out)
		}
	})
	return binary, buildErr
}

var listening = regexp.MustCompile(`Listening for HTTP at address: (\S+)`)

// Start runs a stripe-mock of its own for t and returns its API's URL;
// it stops when t ends.
func Start(t testing.TB) string {
	t.Helper()
	bin, err := build()
	if err != nil {
		t.Fatal(err)
	}
	// Both listeners on ports of the system's choice: the mock listens
	// for HTTPS on 12112 unless told otherwise, which two test binaries
	// at once would share.
	cmd := exec.Command(bin, "-http-addr", "127.0.0.1:", "-https-addr", "127.0.0.1:")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		t.Fatalf("start stripe-mock: %v", err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				addr <- m[1]
				break
			}
		}
		_, _ = io.Copy(io.Discard, out)
	}()
	select {
	case a := <-addr:
		return "http://" + a
	case <-time.After(30 * time.Second):
		t.Fatal("stripe-mock did not say where it listens within 30 s")
	}
	return ""
}

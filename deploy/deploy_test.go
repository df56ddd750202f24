// Package deploy holds the deployment recipe: the systemd unit and the
// nginx configuration that docs/operations.md describes. Its test checks
// the unit with systemd's own tools where they are installed; the nginx
// configuration is run in front of the built binary by internal/scaletest.
package deploy_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestSystemdUnit verifies dayspa.service with systemd-analyze: no error
// or warning (an unknown or misspelt setting is a warning), the hardening
// the recipe promises, and an exposure score of 2.0 or better. The unit's
// ExecStart names /usr/local/bin/dayspa; the check runs it against an
// executable that exists here.
func TestSystemdUnit(t *testing.T) {
	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Skip("systemd-analyze is not installed")
	}
	unit, err := os.ReadFile("dayspa.service")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"DynamicUser=yes", "StateDirectory=dayspa", "ProtectSystem=strict", "NoNewPrivileges=yes",
		"ProtectHome=yes", "PrivateTmp=yes", "CapabilityBoundingSet=\n", "ExecStart=/usr/local/bin/dayspa serve",
		"DAYSPA_METRICS_ADDR=127.0.0.1:", "DAYSPA_DRAIN_DELAY=", "DAYSPA_TRUSTED_PROXIES="} {
		if !strings.Contains(string(unit), want) {
			t.Errorf("the unit lacks %q", strings.TrimSpace(want))
		}
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "dayspa.service")
	local := strings.Replace(string(unit), "ExecStart=/usr/local/bin/dayspa", "ExecStart="+exe, 1)
	if err := os.WriteFile(path, []byte(local), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(analyze, "verify", path).CombinedOutput()
	if err != nil || len(strings.TrimSpace(string(out))) > 0 {
		t.Fatalf("systemd-analyze verify: %v\n%s", err, out)
	}
	out, err = exec.Command(analyze, "security", "--offline=true", path).CombinedOutput()
	if err != nil {
		t.Skipf("systemd-analyze security --offline is not available: %v\n%.500s", err, out)
	}
	m := regexp.MustCompile(`Overall exposure level for dayspa.service: ([0-9.]+)`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("no exposure level in:\n%s", out)
	}
	score, _ := strconv.ParseFloat(string(m[1]), 64)
	t.Logf("systemd-analyze security: exposure %.1f", score)
	if score > 2.0 {
		t.Errorf("exposure %.1f, want 2.0 or lower:\n%s", score, out)
	}
}

// TestOperationsDocHoldsTheFiles checks that docs/operations.md reproduces
// each file of the recipe as it is, so that an operator copying from the
// page gets the file the tests verify.
func TestOperationsDocHoldsTheFiles(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "operations.md"))
	if err != nil {
		t.Fatal(err)
	}
	for file, lang := range map[string]string{"dayspa.service": "ini", "nginx.conf": "nginx"} {
		content, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(doc), "```"+lang+"\n"+string(content)+"```\n") {
			t.Errorf("docs/operations.md does not hold deploy/%s as it is, in a ```%s block", file, lang)
		}
	}
}

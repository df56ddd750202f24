package scaletest

import (
	"bufio"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestNginx runs deploy/nginx.conf, as the recipe ships it but for ports
// and certificate, in front of the built binary: nginx ends TLS and
// forwards to the instance, which then sends HSTS and a Secure session
// cookie (its base URL is https), counts the visitor by the address nginx
// saw and never by an X-Forwarded-For the visitor made up, and plain HTTP
// is sent to HTTPS. The upstream's second instance is down: nginx finds its
// port refusing and sends every request, POSTs included, to the one up.
func TestNginx(t *testing.T) {
	nginx, err := exec.LookPath("nginx")
	if err != nil {
		if _, serr := os.Stat("/usr/sbin/nginx"); serr != nil {
			t.Skip("nginx is not installed (apt-get install nginx-light)")
		}
		nginx = "/usr/sbin/nginx"
	}
	dir := t.TempDir()
	httpPort, tlsPort, deadPort := freePort(t), freePort(t), freePort(t)
	origin := fmt.Sprintf("https://127.0.0.1:%d", tlsPort)
	in := newInstance(t, "behind-nginx", map[string]string{
		"DAYSPA_BASE_URL": origin, "DAYSPA_TRUSTED_PROXIES": "127.0.0.1/32", "DAYSPA_RATE_LIMIT": "1000"})
	in.start()
	certFile, keyFile, pool := selfSigned(t, dir)

	raw, err := os.ReadFile("../../deploy/nginx.conf")
	if err != nil {
		t.Fatal(err)
	}
	conf := string(raw)
	for _, r := range [][2]string{
		{"server 127.0.0.1:8080 ", "server " + in.Addr + " "},
		{"server 127.0.0.1:8081 ", fmt.Sprintf("server 127.0.0.1:%d ", deadPort)},
		{"listen 80;", fmt.Sprintf("listen 127.0.0.1:%d;", httpPort)},
		{"listen [::]:80;", ""},
		{"listen 443 ssl http2;", fmt.Sprintf("listen 127.0.0.1:%d ssl http2;", tlsPort)},
		{"listen [::]:443 ssl http2;", ""},
		{"/etc/letsencrypt/live/spa.example/fullchain.pem", certFile},
		{"/etc/letsencrypt/live/spa.example/privkey.pem", keyFile},
	} {
		if strings.Count(conf, r[0]) != 1 {
			t.Fatalf("deploy/nginx.conf does not hold %q once: the test must follow it", r[0])
		}
		conf = strings.Replace(conf, r[0], r[1], 1)
	}
	site := filepath.Join(dir, "dayspa.conf")
	main := filepath.Join(dir, "nginx.conf")
	must(t, os.WriteFile(site, []byte(conf), 0o644))
	must(t, os.WriteFile(main, []byte(fmt.Sprintf(`daemon off;
pid %[1]s/nginx.pid;
error_log %[1]s/error.log warn;
worker_processes 1;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path %[1]s/body;
    proxy_temp_path %[1]s/proxy;
    fastcgi_temp_path %[1]s/fastcgi;
    uwsgi_temp_path %[1]s/uwsgi;
    scgi_temp_path %[1]s/scgi;
    include %[2]s;
}
`, dir, site)), 0o644))
	if os.Geteuid() == 0 {
		must(t, os.Chmod(dir, 0o755)) // the workers run as nobody
		must(t, os.Chmod(filepath.Dir(dir), 0o755))
	}
	if out, err := exec.Command(nginx, "-t", "-p", dir, "-c", main).CombinedOutput(); err != nil {
		t.Fatalf("nginx -t: %v\n%s", err, out)
	}
	cmd := exec.Command(nginx, "-p", dir, "-c", main)
	must(t, cmd.Start())
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGQUIT)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
		}
		if t.Failed() {
			log, _ := os.ReadFile(filepath.Join(dir, "error.log"))
			t.Logf("nginx error log:\n%s", log)
		}
	})
	client := &http.Client{
		Timeout:       10 * time.Second,
		Transport:     &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if resp, err := client.Get(origin + "/healthz"); err == nil {
			resp.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("nginx does not answer on its TLS port")
		}
	}

	resp, err := client.Get(fmt.Sprintf("http://127.0.0.1:%d/services?x=1", httpPort))
	must(t, err)
	resp.Body.Close()
	if resp.StatusCode != http.StatusMovedPermanently || !strings.HasPrefix(resp.Header.Get("Location"), "https://") {
		t.Errorf("plain HTTP = %d to %q, want 301 to https", resp.StatusCode, resp.Header.Get("Location"))
	}

	resp, err = client.Get(origin + "/")
	must(t, err)
	resp.Body.Close()
	if hsts := resp.Header.Get("Strict-Transport-Security"); resp.StatusCode != 200 || hsts != "max-age=31536000" {
		t.Errorf("GET / over TLS = %d, Strict-Transport-Security %q", resp.StatusCode, hsts)
	}
	if n := len(resp.Header.Values("Strict-Transport-Security")); n != 1 {
		t.Errorf("%d Strict-Transport-Security headers, want one", n)
	}

	req, _ := http.NewRequest("POST", origin+"/api/admin/login", strings.NewReader(fmt.Sprintf(`{"email":"hello@serenitydayspa.ae","password":%q}`, adminPasswd)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", "203.0.113.9")
	req.Header.Set("Origin", origin)
	resp, err = client.Do(req)
	must(t, err)
	resp.Body.Close()
	var secure bool
	for _, c := range resp.Cookies() {
		if c.Name == "dayspa_session" {
			secure = c.Secure
		}
	}
	if resp.StatusCode != 200 || !secure {
		t.Errorf("login through nginx = %d, session cookie Secure = %v", resp.StatusCode, secure)
	}
	requestID := resp.Header.Get("X-Request-Id")
	var loggedIP string
	sc := bufio.NewScanner(strings.NewReader(in.log.String()))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var rec map[string]any
		if json.Unmarshal(sc.Bytes(), &rec) == nil && rec["msg"] == "request" && rec["request_id"] == requestID {
			loggedIP, _ = rec["ip"].(string)
		}
	}
	if loggedIP != "127.0.0.1" {
		t.Errorf("the login (request %s) was counted for %q, want the address nginx saw, 127.0.0.1, not the forged 203.0.113.9", requestID, loggedIP)
	}

	// One of the two upstream instances is down: no request notices.
	svc := oneHourService(t, in.URL())
	giveTeam(t, in.URL(), svc.ID, 1, 1) // every start time of the days below bookable
	statuses := map[int]int{}
	for i := range 20 {
		resp, err := client.Get(origin + "/api/services")
		must(t, err)
		resp.Body.Close()
		statuses[resp.StatusCode]++
		day, hour := slotOf(i, 1)
		resp, err = client.Post(origin+"/api/bookings", "application/json", strings.NewReader(bookingBody(svc.ID, fmt.Sprintf("nginx-%d", i), day, hour)))
		must(t, err)
		resp.Body.Close()
		statuses[resp.StatusCode]++
	}
	if statuses[200] != 20 || statuses[201] != 20 {
		t.Errorf("through nginx with one instance down: %v, want 20 × 200 and 20 × 201", statuses)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// selfSigned writes a certificate for 127.0.0.1 and its key into dir and
// returns their paths and a pool that trusts it.
func selfSigned(t *testing.T, dir string) (certFile, keyFile string, pool *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	must(t, err)
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "127.0.0.1"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, BasicConstraintsValid: true, IsCA: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	must(t, err)
	keyDER, err := x509.MarshalECPrivateKey(key)
	must(t, err)
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	must(t, os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o644))
	must(t, os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), 0o600))
	cert, err := x509.ParseCertificate(der)
	must(t, err)
	pool = x509.NewCertPool()
	pool.AddCert(cert)
	return certFile, keyFile, pool
}

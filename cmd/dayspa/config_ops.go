package main

import (
	"net"
	"strconv"
	"time"
)

// maxDrainDelay bounds DAYSPA_DRAIN_DELAY: a supervisor gives a stopping
// process some tens of seconds before it kills it (systemd: 90 s).
const maxDrainDelay = time.Minute

// maxRenderTimeout bounds DAYSPA_RENDER_TIMEOUT: a visitor waiting longer
// than that for a page has left; the prerendered page is better.
const maxRenderTimeout = time.Minute

// maxRenderers bounds DAYSPA_RENDERERS: each runtime holds tens of
// megabytes, and a render takes a core; more than this many would only
// hold memory.
const maxRenderers = 16

// maxRendererIdle bounds DAYSPA_RENDERER_IDLE (0s keeps the runtimes).
const maxRendererIdle = 24 * time.Hour

// validateOperations checks the settings of running behind a load
// balancer: the metrics listener and the drain before stopping.
func (c *Config) validateOperations() error {
	if c.MetricsAddr != "" {
		_, port, err := net.SplitHostPort(c.MetricsAddr)
		if n, perr := strconv.Atoi(port); err != nil || perr != nil || n < 0 || n > 65535 {
			return configErrorf("DAYSPA_METRICS_ADDR", "%q is not host:port", c.MetricsAddr)
		}
		if c.MetricsAddr == c.Addr && port != "0" {
			return configErrorf("DAYSPA_METRICS_ADDR", "%q is the site's own address: give the metrics a private one, such as 127.0.0.1:9090", c.MetricsAddr)
		}
	}
	if c.DrainDelay < 0 || c.DrainDelay > maxDrainDelay {
		return configErrorf("DAYSPA_DRAIN_DELAY", "%s: want 0s (none) up to %s", c.DrainDelay, maxDrainDelay)
	}
	if c.Renderers < 1 || c.Renderers > maxRenderers {
		return configErrorf("DAYSPA_RENDERERS", "%d: want 1 up to %d, such as 2", c.Renderers, maxRenderers)
	}
	if c.RendererIdle != 0 && (c.RendererIdle < time.Second || c.RendererIdle > maxRendererIdle) {
		return configErrorf("DAYSPA_RENDERER_IDLE", "%s: want 0s (keep them) or 1s up to %s, such as 1m", c.RendererIdle, maxRendererIdle)
	}
	if c.RenderTimeout < 100*time.Millisecond || c.RenderTimeout > maxRenderTimeout {
		return configErrorf("DAYSPA_RENDER_TIMEOUT", "%s: want 100ms up to %s, such as 5s", c.RenderTimeout, maxRenderTimeout)
	}
	return nil
}

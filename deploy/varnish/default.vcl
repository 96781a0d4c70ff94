vcl 4.1;
# OperatorStack behind Varnish 7 with varnish-modules' xkey (Debian: apt-get install varnish varnish-modules).
# What it does and how to run it: docs/scaling.md ("A shared cache in front"); why: docs/decisions/095.
#
# - Anonymous pages and API reads are kept for the app's `s-maxage` and served stale for its
#   `stale-while-revalidate` while one request fetches the page again.
# - A request with a session cookie is passed: never served from the cache, never stored.
# - Tracking query parameters and cookies are stripped, so they neither split nor bypass the cache.
# - `PURGE` with an `xkey-purge: key1 key2` header from an allowed host drops every page carrying one of the keys
#   (the app's PURGE_DRIVER=varnish sends these).

import std;
import xkey;

# The app (one or more processes behind this port). Change to your app's address.
backend default {
    .host = "127.0.0.1";
    .port = "3000";
    .first_byte_timeout = 30s;
}

# Hosts allowed to purge: the app machines.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Purging is not allowed from this address."));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "A purge names its keys in the xkey-purge header."));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.n-gone + " objects."));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Campaign parameters change nothing the app renders: one cached copy for every campaign.
    set req.url = regsuball(req.url, "([?&])(utm_[a-z]+|gclid|fbclid|msclkid|mc_[a-z]+|_ga)=[^&]*", "\1");
    set req.url = regsuball(req.url, "[?&]+$", "");
    set req.url = regsub(req.url, "\?&+", "?");
    if (req.http.Cookie) {
        # Analytics cookies are for the browser's scripts, never read by the app.
        set req.http.Cookie = regsuball(req.http.Cookie, "(^|;\s*)(_ga[^=]*|_gid|_gcl_[a-z]+|_fbp|__utm[a-z]+)=[^;]*", "");
        set req.http.Cookie = regsub(req.http.Cookie, "^;\s*", "");
        if (req.http.Cookie ~ "^\s*$") {
            unset req.http.Cookie;
        }
    }
    # Signed in: the page is personal.
    if (req.http.Cookie ~ "session_token") {
        return (pass);
    }
    # Other cookies stay on the request for the app, and do not bypass the cache: an answer that read a cookie is
    # `private` and never stored, so a stored answer is the same with or without them (decision 073).
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    return (lookup);
}

sub vcl_backend_response {
    # Personal answers (a cookie read, a session) are never stored; remember not to wait for them.
    if (beresp.http.Cache-Control ~ "private|no-store" || beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # An answer that declares nothing is not for a shared cache (Varnish's default TTL would keep it).
    if (!beresp.http.Cache-Control) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Serve it stale while fetching it again for the app's stale-while-revalidate (sent in Surrogate-Control, which
    # browsers never see: they honour the directive too).
    if (beresp.http.Surrogate-Control ~ "stale-while-revalidate=[0-9]+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Surrogate-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s", 10s);
    }
    # The request id belongs to the request that rendered it (a client may choose it), not to later visitors.
    unset beresp.http.X-Request-Id;
    # Kept a while past its grace, so a request after that can still revalidate it with the app's ETag.
    set beresp.keep = 1h;
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The keys are for caches; browsers need none of them.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    unset resp.http.Surrogate-Control;
    unset resp.http.n-gone;
}

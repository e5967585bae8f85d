#!/usr/bin/env bash
# Renders the plain-HTTP test copy of the production site (deploy/nginx/iskra.conf) and a main
# nginx.conf around it, for an nginx of its own started as `nginx -p DIR -c DIR/nginx.conf`:
#
#   deploy/check/render-nginx-test.sh DIR LISTEN_PORT APP_PORT_A APP_PORT_B
#
# The copy is the same file with the lines between the "tls" markers replaced by a loopback
# listen, the HTTP→HTTPS redirect server dropped, the upstream ports, the checkout's folder and
# the log files swapped. Nothing outside DIR is written; the system's nginx is not touched.
set -euo pipefail

if [ $# -ne 4 ]; then
  echo "usage: $0 DIR LISTEN_PORT APP_PORT_A APP_PORT_B" >&2
  exit 2
fi
dir=$1 listen=$2 port_a=$3 port_b=$4
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
site="$root/deploy/nginx/iskra.conf"

mkdir -p "$dir/logs" "$dir/temp"
# Worker processes run as nobody when nginx starts as root: they write request bodies here.
chmod 0777 "$dir/temp"

sed -e '/# BEGIN redirect/,/# END redirect/d' \
  -e "/# BEGIN tls/,/# END tls/c\\    listen 127.0.0.1:$listen;" \
  -e "s#127\\.0\\.0\\.1:8081#127.0.0.1:$port_a#; s#127\\.0\\.0\\.1:8082#127.0.0.1:$port_b#" \
  -e "s#/srv/iskra/#$root/#g" \
  -e "s#/var/log/nginx/#$dir/logs/#g" \
  "$site" >"$dir/iskra.conf"

# What Debian's /etc/nginx/nginx.conf gives the site, minus the user, the system paths and the
# other sites. One worker: the upstream's round robin is then one sequence.
cat >"$dir/nginx.conf" <<CONF
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/logs/error.log;
events {
    worker_connections 256;
}
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log $dir/logs/access.log;
    client_body_temp_path $dir/temp/body;
    proxy_temp_path $dir/temp/proxy;
    fastcgi_temp_path $dir/temp/fastcgi;
    uwsgi_temp_path $dir/temp/uwsgi;
    scgi_temp_path $dir/temp/scgi;
    gzip on;
    include $dir/iskra.conf;
}
CONF

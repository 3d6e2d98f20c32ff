#!/usr/bin/env bash
# Starts a single-node Kafka broker in KRaft mode on 127.0.0.1:9092 for tests and development
# without Docker. The jars come from Maven Central through ./pom.xml (fetched on first run).
#
#   platform/kafka-broker/start-kafka.sh          start in the background, wait until it answers
#   platform/kafka-broker/start-kafka.sh stop     stop it
#
# Environment: KAFKA_DATA_DIR (default .tmp/kafka under the repository), KAFKA_PORT (9092).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
data="${KAFKA_DATA_DIR:-$repo/.tmp/kafka}"
port="${KAFKA_PORT:-9092}"
controller_port=$((port + 1))
pidfile="$data/broker.pid"

if [[ "${1:-start}" == "stop" ]]; then
  if [[ -f "$pidfile" ]] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
    kill "$(cat "$pidfile")"
    for _ in $(seq 1 30); do kill -0 "$(cat "$pidfile")" 2>/dev/null || break; sleep 1; done
  fi
  rm -f "$pidfile"
  exit 0
fi

answers() { (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; }
if answers; then echo "kafka: something already answers on 127.0.0.1:$port"; exit 0; fi

if [[ ! -f "$here/target/lib/kafka_2.13-3.9.1.jar" ]]; then
  echo "kafka: fetching the broker jars from Maven Central"
  (cd "$here" && mvn -q -B dependency:copy-dependencies)
fi

mkdir -p "$data/logs"
cat > "$data/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$controller_port
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$controller_port
advertised.listeners=PLAINTEXT://127.0.0.1:$port
controller.listener.names=CONTROLLER
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
inter.broker.listener.name=PLAINTEXT
log.dirs=$data/data
num.partitions=4
offsets.topic.replication.factor=1
offsets.topic.num.partitions=4
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=true
PROPS
cat > "$data/log4j.properties" <<PROPS
log4j.rootLogger=WARN, file
log4j.appender.file=org.apache.log4j.FileAppender
log4j.appender.file.File=$data/logs/server.log
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
PROPS

cp="$here/target/lib/*"
java_opts=(-Xms256m -Xmx768m "-Dlog4j.configuration=file:$data/log4j.properties")
if [[ ! -f "$data/data/meta.properties" ]]; then
  java "${java_opts[@]}" -cp "$cp" kafka.tools.StorageTool format \
    -t "$(java -cp "$cp" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -1)" \
    -c "$data/server.properties" >/dev/null
fi

nohup java "${java_opts[@]}" -cp "$cp" kafka.Kafka "$data/server.properties" >"$data/logs/stdout.log" 2>&1 &
echo $! > "$pidfile"
for _ in $(seq 1 60); do
  if answers; then echo "kafka: broker on 127.0.0.1:$port (pid $(cat "$pidfile"), data $data)"; exit 0; fi
  kill -0 "$(cat "$pidfile")" 2>/dev/null || break
  sleep 1
done
echo "kafka: the broker did not start; see $data/logs" >&2
tail -20 "$data/logs/stdout.log" >&2 || true
exit 1

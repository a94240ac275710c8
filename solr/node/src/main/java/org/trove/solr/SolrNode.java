package org.trove.solr;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.apache.solr.embedded.JettyConfig;
import org.apache.solr.embedded.JettySolrRunner;

/**
 * One SolrCloud node: {@code SolrNode <solrHome> <port> <zkHost>}. Prints {@code NODE_UP <baseUrl>}
 * once it serves, and exits with status 1 if it cannot start (Jetty's threads would otherwise keep
 * a failed node's JVM alive for ever). Stops on SIGTERM through Jetty's shutdown hook.
 */
public final class SolrNode {
  /** The least a node needs: where it is, how long its ZooKeeper session lasts. */
  static final String SOLR_XML =
      """
      <solr>
        <solrcloud>
          <str name="host">127.0.0.1</str>
          <int name="hostPort">${hostPort:8983}</int>
          <str name="hostContext">${hostContext:solr}</str>
          <int name="zkClientTimeout">${zkClientTimeout:30000}</int>
          <bool name="genericCoreNodeNames">true</bool>
        </solrcloud>
        <shardHandlerFactory name="shardHandlerFactory" class="HttpShardHandlerFactory">
          <int name="socketTimeout">${socketTimeout:60000}</int>
          <int name="connTimeout">${connTimeout:5000}</int>
        </shardHandlerFactory>
      </solr>
      """;

  private SolrNode() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      System.err.println("usage: SolrNode <solrHome> <port> <zkHost>");
      System.exit(2);
    }
    Path home = Path.of(args[0]).toAbsolutePath();
    int port = Integer.parseInt(args[1]);
    Files.createDirectories(home);
    Path solrXml = home.resolve("solr.xml");
    if (!Files.exists(solrXml)) Files.writeString(solrXml, SOLR_XML);
    Properties properties = new Properties();
    properties.setProperty("zkHost", args[2]);
    JettySolrRunner jetty =
        new JettySolrRunner(
            home.toString(),
            properties,
            JettyConfig.builder().setContext("/solr").setPort(port).stopAtShutdown(true).build());
    try {
      jetty.start();
    } catch (Throwable failure) {
      failure.printStackTrace();
      System.exit(1);
    }
    System.out.println("NODE_UP " + jetty.getBaseUrl());
    System.out.flush();
    Thread.currentThread().join();
  }
}

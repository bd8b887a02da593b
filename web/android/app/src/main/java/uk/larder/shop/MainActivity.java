package uk.larder.shop;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
